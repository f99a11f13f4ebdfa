import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES } from '../../../contract/seller.ts';
import { refusal } from '../../test/fake-api.ts';
import {
  BUSINESS,
  clickButton,
  FINANCIAL,
  field,
  fill,
  image,
  makeApplication,
  PERSONAL,
  pick,
  reachDocuments,
  renderSellerPage,
  type SubmitAnswer,
  showsStep,
  signInShopper,
  stubObjectUrls,
  stubSellerApi,
  submitted,
  typeInto,
} from './test-support.tsx';

let restoreUrls: () => void;
beforeEach(() => {
  signInShopper();
  restoreUrls = stubObjectUrls();
});
afterEach(() => restoreUrls());

describe('become a seller: the application status', () => {
  it('shows an application under review instead of the form', async () => {
    stubSellerApi({ application: makeApplication() });
    renderSellerPage();
    expect(await screen.findByRole('heading', { name: SELLER_MESSAGES.underReview })).toBeInTheDocument();
    expect(screen.getByText('Little Threads')).toBeInTheDocument();
    expect(screen.getByText('Submitted on November 20, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('offers the form again after a rejection', async () => {
    stubSellerApi({ application: makeApplication({ status: 'rejected' }) });
    renderSellerPage();
    expect(await screen.findByText(SELLER_MESSAGES.rejected)).toBeInTheDocument();
    await showsStep('Personal Information', 1);
  });

  it('shows the reason the shop gave for the rejection', async () => {
    stubSellerApi({
      application: makeApplication({ status: 'rejected', rejectReason: 'The GST number did not match.' }),
    });
    renderSellerPage();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(SELLER_MESSAGES.rejected);
    expect(note).toHaveTextContent('Reason: The GST number did not match.');
    await showsStep('Personal Information', 1);
  });
});

describe('become a seller: steps', () => {
  it('starts on step 1 with the three indicators, and Next checks every shown field', async () => {
    stubSellerApi();
    renderSellerPage();
    await showsStep('Personal Information', 1);
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['1Personal Info', '2Business Info', '3Documents']);
    expect(screen.getByText('Personal Info').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    clickButton('Next');
    for (const message of [
      SELLER_MESSAGES.ownerNameRequired,
      SELLER_MESSAGES.emailRequired,
      SELLER_MESSAGES.passwordRequired,
      SELLER_MESSAGES.phoneRequired,
      SELLER_MESSAGES.addressRequired,
      SELLER_MESSAGES.cityRequired,
      SELLER_MESSAGES.stateRequired,
      SELLER_MESSAGES.pincodeRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Owner Name')).toHaveFocus();
    await showsStep('Personal Information', 1);
  });

  it('says what is wrong with a filled field: email, password length, phone and pincode digits', async () => {
    stubSellerApi();
    renderSellerPage();
    await showsStep('Personal Information', 1);
    fill({
      ...PERSONAL,
      'Email Address': 'meera@',
      Password: '12345',
      'Phone Number': '98765',
      Pincode: '06000',
    });
    clickButton('Next');
    expect(await screen.findByText(SELLER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(SELLER_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(SELLER_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(SELLER_MESSAGES.pincodeInvalid)).toBeInTheDocument();
    // The phone and pincode boxes keep digits only, at most 10 and 6.
    typeInto('Phone Number', '+91 98765-01234 99');
    expect(field('Phone Number')).toHaveValue('9198765012');
    typeInto('Pincode', '600 0045');
    expect(field('Pincode')).toHaveValue('600004');
    await showsStep('Personal Information', 1);
  });

  it('moves on when step 1 is valid; Previous goes back unchecked and keeps the values', async () => {
    stubSellerApi();
    renderSellerPage();
    await showsStep('Personal Information', 1);
    fill(PERSONAL);
    clickButton('Next');
    await showsStep('Business Information', 2);
    expect(screen.getByRole('heading', { name: 'Business Information' })).toHaveFocus();
    expect(screen.getByText('Business Info').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('(done)')).toBeInTheDocument();
    expect(field(/Business Description/)).toHaveAttribute('placeholder', 'Tell us about your business...');

    clickButton('Previous');
    await showsStep('Personal Information', 1);
    expect(field('Owner Name')).toHaveValue('Meera Iyer');
    expect(field('State')).toHaveValue('Tamil Nadu');
    expect(screen.queryByText(SELLER_MESSAGES.businessNameRequired)).not.toBeInTheDocument();

    clickButton('Next');
    await showsStep('Business Information', 2);
    clickButton('Next');
    expect(await screen.findByText(SELLER_MESSAGES.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByText(SELLER_MESSAGES.storeTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(SELLER_MESSAGES.businessLocationRequired)).toBeInTheDocument();
    await showsStep('Business Information', 2);

    // Landmark and description are optional.
    fill(BUSINESS);
    clickButton('Next');
    await showsStep('Financial & Documents', 3);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('become a seller: documents', () => {
  it('shows picked images as thumbnails that can be removed, and the license by name', async () => {
    stubSellerApi();
    renderSellerPage();
    await reachDocuments();

    pick('Store Images', [image('front.png'), image('inside.jpg', 1000, 'image/jpeg')]);
    expect(await screen.findByText('Selected Images (2):')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'front.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByRole('img', { name: 'inside.jpg' })).toBeInTheDocument();
    clickButton('Remove front.png');
    expect(await screen.findByText('Selected Images (1):')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'front.png' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalled();

    pick(/Business License/, [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('licence.pdf')).toBeInTheDocument();
    clickButton('Remove licence.pdf');
    await waitFor(() => expect(screen.queryByText('licence.pdf')).not.toBeInTheDocument());

    expect(screen.getByText('Upload front and back pages')).toBeInTheDocument();
  });

  it('refuses a logo that is not an image, a file too large, and a sixth store image', async () => {
    stubSellerApi();
    renderSellerPage();
    await reachDocuments();
    pick('Store Logo', [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText(SELLER_MESSAGES.logoNotImage)).toBeInTheDocument();
    pick('Store Logo', [image('logo.png', 2 * 1_048_576 + 1)]);
    expect(await screen.findByText(SELLER_MESSAGES.logoTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'logo.png' })).not.toBeInTheDocument();

    pick(
      'Store Images',
      [1, 2, 3, 4, 5, 6].map((n) => image(`shop-${n}.png`)),
    );
    expect(await screen.findByText('Selected Images (5):')).toBeInTheDocument();
    expect(screen.getByText(SELLER_MESSAGES.tooManyImages)).toBeInTheDocument();
  });
});

describe('become a seller: submission', () => {
  it('needs the store logo: the fix-fields toast and no request', async () => {
    const { submissions } = stubSellerApi();
    const error = vi.spyOn(toast, 'error');
    renderSellerPage();
    await reachDocuments();
    fill(FINANCIAL);
    clickButton('Submit Application');
    expect(await screen.findByText(SELLER_MESSAGES.storeLogoRequired)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(SELLER_MESSAGES.fixFields, expect.anything());
    expect(submissions()).toHaveLength(0);
  });

  it('checks the bank details on submit: IFSC required and its format', async () => {
    const { submissions } = stubSellerApi();
    const error = vi.spyOn(toast, 'error');
    renderSellerPage();
    await reachDocuments();
    pick('Store Logo', [image('logo.png')]);
    clickButton('Submit Application');
    expect(await screen.findByText(SELLER_MESSAGES.ifscRequired)).toBeInTheDocument();
    expect(screen.getByText(SELLER_MESSAGES.bankNameRequired)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(SELLER_MESSAGES.fixFields, expect.anything());
    fill({ ...FINANCIAL, 'IFSC Code': 'SBIN1234567' });
    clickButton('Submit Application');
    expect(await screen.findByText(SELLER_MESSAGES.ifscInvalid)).toBeInTheDocument();
    expect(submissions()).toHaveLength(0);
  });

  it("sends the form, says 'Submitting...', then the success toast for 5 s and the status", async () => {
    let answer!: (body: Awaited<SubmitAnswer>) => void;
    const { submissions } = stubSellerApi({
      onSubmit: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const loading = vi.spyOn(toast, 'loading').mockReturnValue('seller-toast');
    const success = vi.spyOn(toast, 'success');
    renderSellerPage();
    await reachDocuments();
    fill({ ...FINANCIAL, 'GST Number (optional)': '33abcde1234f1z5' });
    pick('Store Logo', [image('logo.png')]);
    pick(/Business License/, [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })]);
    pick('Store Images', [image('front.png')]);
    pick(/Bank Passbook Images/, [image('page-1.png'), image('page-2.png')]);
    clickButton('Submit Application');

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(loading).toHaveBeenCalledWith(SELLER_MESSAGES.submitting);
    const [sent] = submissions();
    if (!sent) throw new Error('The form was not sent');
    expect(sent.get('ownername')).toBe('Meera Iyer');
    expect(sent.get('email')).toBe('meera@example.in');
    expect(sent.get('number')).toBe('9876501234');
    expect(sent.get('state')).toBe('Tamil Nadu');
    expect(sent.get('storetype')).toBe("Kids' clothing boutique");
    expect(sent.get('gstNumber')).toBe('33ABCDE1234F1Z5');
    expect(sent.has('businesslandmark')).toBe(false);
    expect(JSON.parse(String(sent.get('bankDetails')))).toEqual({
      bankName: 'State Bank of India',
      accountNumber: '30123456789',
      accountHolderName: 'Meera Iyer',
      ifscCode: 'SBIN0001234',
    });
    expect((sent.get('storelogo') as File).name).toBe('logo.png');
    expect((sent.get('license') as File).name).toBe('licence.pdf');
    expect(sent.getAll('images').map((f) => (f as File).name)).toEqual(['front.png']);
    expect(sent.getAll('passbookImage').map((f) => (f as File).name)).toEqual(['page-1.png', 'page-2.png']);

    answer(submitted());
    expect(await screen.findByRole('heading', { name: SELLER_MESSAGES.underReview })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(SELLER_MESSAGES.submitted, { id: 'seller-toast', duration: 5000 });
  });

  it("turns the loading toast into the server's message for 5 s and keeps what was typed", async () => {
    stubSellerApi({
      onSubmit: () => refusal(409, SELLER_MESSAGES.alreadyPending),
    });
    vi.spyOn(toast, 'loading').mockReturnValue('seller-toast');
    const error = vi.spyOn(toast, 'error');
    renderSellerPage();
    await reachDocuments();
    fill(FINANCIAL);
    pick('Store Logo', [image('logo.png')]);
    clickButton('Submit Application');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(SELLER_MESSAGES.alreadyPending, {
        id: 'seller-toast',
        duration: 5000,
      }),
    );
    expect(field('Bank Name')).toHaveValue('State Bank of India');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('shows a server field error on its field, on its step', async () => {
    stubSellerApi({
      onSubmit: () =>
        refusal(400, SELLER_MESSAGES.emailInvalid, {
          errors: [{ field: 'email', msg: SELLER_MESSAGES.emailInvalid }],
        }),
    });
    renderSellerPage();
    await reachDocuments();
    fill(FINANCIAL);
    pick('Store Logo', [image('logo.png')]);
    clickButton('Submit Application');
    await showsStep('Personal Information', 1);
    const email = field('Email Address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(email.parentElement as HTMLElement).getByText(SELLER_MESSAGES.emailInvalid),
    ).toBeInTheDocument();
  });

  it('says the generic error when no answer comes', async () => {
    stubSellerApi({ onSubmit: () => Promise.reject(new TypeError('Failed to fetch')) });
    vi.spyOn(toast, 'loading').mockReturnValue('seller-toast');
    const error = vi.spyOn(toast, 'error');
    renderSellerPage();
    await reachDocuments();
    fill(FINANCIAL);
    pick('Store Logo', [image('logo.png')]);
    clickButton('Submit Application');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(SELLER_MESSAGES.submitError, { id: 'seller-toast', duration: 5000 }),
    );
  });
});

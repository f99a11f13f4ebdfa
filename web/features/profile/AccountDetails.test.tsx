import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_KEY, getStoredToken, USERNAME_KEY } from '../../lib/auth-storage.ts';
import { type ProfileData, profileQueryKey } from '../../lib/profile.ts';
import { accountData } from '../../lib/use-account-query.ts';
import { answer, deferred, type FakeApi, refusal } from '../../test/fake-api.ts';
import { profileOk, profileSaved, renderProfile, signIn, USER } from './test-fixtures.tsx';

const DETAILS = '/profile?view=details';

const editor = () => screen.getByRole('region', { name: 'Account Details' });
const field = (label: string) => within(editor()).getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(within(editor()).getByRole('button', { name: 'Save Changes' }));
const photoInput = () => within(editor()).getByLabelText(/photo/i) as HTMLInputElement;

function pickFile(file: File) {
  fireEvent.change(photoInput(), { target: { files: [file] } });
}

function sentForm(api: FakeApi): FormData {
  const [sent] = api.calls('profileUpdate');
  expect(sent?.method).toBe('PATCH');
  expect(sent?.form).toBeInstanceOf(FormData);
  return sent?.form as FormData;
}

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  // jsdom has no object URLs; the preview only needs a distinct one per picked file.
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${++objectUrls}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('account details', () => {
  it('is opened from the profile card and closed by Back to Profile', async () => {
    signIn();
    const { router } = renderProfile();
    fireEvent.click(await screen.findByRole('link', { name: 'Edit profile' }));
    expect(router.state.location.search).toBe('?view=details');
    expect(await screen.findByRole('heading', { name: 'Account Details' })).toHaveFocus();
    await waitFor(() => expect(document.title).toBe('Account Details · Little Loom'));
    fireEvent.click(within(editor()).getByRole('button', { name: 'Back to Profile' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: 'Account Details' })).not.toBeInTheDocument();
  });

  it('shows only the menu to a guest at ?view=details', async () => {
    renderProfile(DETAILS);
    expect(await screen.findByRole('navigation', { name: 'Profile menu' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account Details' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the profile in the form', async () => {
    signIn();
    const profile = deferred();
    renderProfile(DETAILS, { profile: () => profile.promise });
    expect(within(editor()).getByTestId('account-details-skeleton')).toBeInTheDocument();
    profile.resolve(answer({ success: true, ...profileOk() }));
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Phone number')).toHaveValue('9876543210');
    expect(within(editor()).getByText('+91')).toBeInTheDocument();
    expect(within(editor()).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(within(editor()).getByRole('radio', { name: 'Male' })).not.toBeChecked();
    expect(within(editor()).getByText('140 coins')).toBeInTheDocument();
  });

  it("says 'Failed to fetch profile' with Try Again when the server refuses", async () => {
    signIn();
    renderProfile(DETAILS, {
      profile: () => refusal(503, 'Database away'),
    });
    expect(await within(editor()).findByText('Failed to fetch profile')).toBeInTheDocument();
    expect(within(editor()).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("says 'No changes to save' and sends nothing when nothing changed", async () => {
    signIn();
    const info = vi.spyOn(toast, 'info');
    const { api } = renderProfile(DETAILS);
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    // The same values typed differently are no change either.
    fireEvent.change(field('Name'), { target: { value: '  Asha Rao ' } });
    fireEvent.change(field('Email'), { target: { value: 'ASHA@example.com' } });
    fireEvent.change(field('Phone number'), { target: { value: '+91 98765-43210' } });
    save();
    await waitFor(() => expect(info).toHaveBeenCalledWith('No changes to save', { duration: 3000 }));
    expect(api.calls('profileUpdate')).toHaveLength(0);
  });

  it('sends only the changed fields and takes the saved profile', async () => {
    signIn();
    const success = vi.spyOn(toast, 'success');
    const saved = { ...USER, name: 'Asha R', gender: 'other' as const };
    const { api, client } = renderProfile(DETAILS, { profileUpdate: () => profileSaved(saved) });
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    fireEvent.change(field('Name'), { target: { value: 'Asha R' } });
    fireEvent.click(within(editor()).getByRole('radio', { name: 'Other' }));
    save();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Profile updated successfully!', { duration: 3000 }),
    );
    const form = sentForm(api);
    expect([...form.keys()].sort()).toEqual(['gender', 'name']);
    expect(form.get('name')).toBe('Asha R');
    expect(form.get('gender')).toBe('other');
    const headers = api.calls('profileUpdate')[0]?.headers;
    expect(headers?.get('Authorization')).toBe('Bearer tok-1');
    expect(headers?.get('Content-Type')).toBeNull();
    expect(accountData(client, profileQueryKey)).toEqual({ success: true, user: saved });
    expect(localStorage.getItem(USERNAME_KEY)).toBe('Asha R');
    expect(localStorage.getItem(EMAIL_KEY)).toBe('asha@example.com');
    // The card above shows the new name, and saving again now has nothing to send.
    await waitFor(() => expect(screen.getByTestId('profile-name')).toHaveTextContent('Asha R'));
    const info = vi.spyOn(toast, 'info');
    save();
    await waitFor(() => expect(info).toHaveBeenCalledWith('No changes to save', { duration: 3000 }));
    expect(api.calls('profileUpdate')).toHaveLength(1);
  });

  it('sends a normalised phone and lower-cased email', async () => {
    signIn();
    const { api } = renderProfile(DETAILS, { profileUpdate: () => profileSaved() });
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    fireEvent.change(field('Email'), { target: { value: ' New@Example.com ' } });
    fireEvent.change(field('Phone number'), { target: { value: '+91 91234 56789' } });
    save();
    await waitFor(() => expect(api.calls('profileUpdate')).toHaveLength(1));
    const form = sentForm(api);
    expect([...form.keys()].sort()).toEqual(['email', 'phone']);
    expect(form.get('email')).toBe('new@example.com');
    expect(form.get('phone')).toBe('9123456789');
  });

  it("shows the contract's messages for invalid fields and sends nothing", async () => {
    signIn();
    const { api } = renderProfile(DETAILS);
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    fireEvent.change(field('Name'), { target: { value: '   ' } });
    fireEvent.change(field('Email'), { target: { value: 'asha@' } });
    fireEvent.change(field('Phone number'), { target: { value: '12345' } });
    save();
    expect(await within(editor()).findByText('Name is required')).toBeInTheDocument();
    expect(within(editor()).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(editor()).getByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('profileUpdate')).toHaveLength(0);
  });

  it('lets a field that was never filled stay blank', async () => {
    const noEmail = { ...USER, email: null };
    signIn(noEmail);
    const { api } = renderProfile(DETAILS, {
      profile: () => profileOk(noEmail),
      profileUpdate: () => profileSaved(noEmail),
    });
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    expect(field('Email')).toHaveValue('');
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    save();
    await waitFor(() => expect(api.calls('profileUpdate')).toHaveLength(1));
    expect([...sentForm(api).keys()]).toEqual(['name']);
  });

  it('refuses a file that is not an image, and one over 2 MB, keeping the current photo', async () => {
    signIn();
    const { api } = renderProfile(DETAILS);
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    pickFile(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(within(editor()).getByRole('alert')).toHaveTextContent('Please select an image file');
    const big = new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' });
    pickFile(big);
    expect(within(editor()).getByRole('alert')).toHaveTextContent('Image size should be less than 2MB');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    const info = vi.spyOn(toast, 'info');
    save();
    await waitFor(() => expect(info).toHaveBeenCalledWith('No changes to save', { duration: 3000 }));
    expect(api.calls('profileUpdate')).toHaveLength(0);
  });

  it('previews a picked photo (exactly 2 MB is allowed), uploads it and keeps the returned image', async () => {
    signIn();
    const { api, client } = renderProfile(DETAILS, {
      profileUpdate: () => profileSaved({ ...USER, image: 'u1-new.webp' }),
    });
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    const first = new File(['a'], 'first.png', { type: 'image/png' });
    pickFile(first);
    expect(editor().querySelector('img[src="blob:preview-1"]')).not.toBeNull();
    const photo = new File([new Uint8Array(2_097_152)], 'me.png', { type: 'image/png' });
    pickFile(photo);
    expect(editor().querySelector('img[src="blob:preview-2"]')).not.toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(within(editor()).queryByRole('alert')).not.toBeInTheDocument();
    save();
    await waitFor(() => expect(api.calls('profileUpdate')).toHaveLength(1));
    const form = sentForm(api);
    expect([...form.keys()]).toEqual(['image']);
    expect((form.get('image') as File).name).toBe('me.png');
    await waitFor(() => expect(editor().querySelector('img[src="/uploads/u1-new.webp"]')).not.toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(accountData<ProfileData>(client, profileQueryKey)?.user.image).toBe('u1-new.webp');
  });

  it("shows the server's message when the update is refused, and marks the field it names", async () => {
    signIn();
    const error = vi.spyOn(toast, 'error');
    const taken = 'This email is already used by another account. Please use a different email.';
    renderProfile(DETAILS, {
      profileUpdate: () => refusal(409, taken),
    });
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    fireEvent.change(field('Email'), { target: { value: 'taken@example.com' } });
    save();
    await waitFor(() => expect(error).toHaveBeenCalledWith(taken, { duration: 4000 }));
    expect(await within(editor()).findByText(taken)).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveValue('taken@example.com');
  });

  it("falls back to 'Failed to update profile' for a refusal without a message", async () => {
    signIn();
    const error = vi.spyOn(toast, 'error');
    // A 200 that says no without words.
    renderProfile(DETAILS, { profileUpdate: () => answer({ success: false }) });
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    save();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update profile', { duration: 4000 }));
  });

  it('says an error occurred when the update gets no answer', async () => {
    signIn();
    const error = vi.spyOn(toast, 'error');
    renderProfile(DETAILS, { profileUpdate: () => Promise.reject(new TypeError('Failed to fetch')) });
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    save();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('An error occurred while updating profile', { duration: 4000 }),
    );
  });

  it('clears the sign-in and goes to /signin after 1 s when the profile load gets a 401', async () => {
    signIn();
    const { router } = renderProfile(DETAILS, {
      profile: () => refusal(401, 'Login Required.'),
    });
    await waitFor(() => expect(getStoredToken()).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('clears the sign-in and goes to /signin when saving gets a 401', async () => {
    signIn();
    const error = vi.spyOn(toast, 'error');
    const { router } = renderProfile(DETAILS, {
      profileUpdate: () => refusal(401, 'Login Required.'),
    });
    await waitFor(() => expect(field('Name')).toHaveValue('Asha Rao'));
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    save();
    await waitFor(() => expect(getStoredToken()).toBeNull());
    expect(error).not.toHaveBeenCalledWith('Login Required.', expect.anything());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

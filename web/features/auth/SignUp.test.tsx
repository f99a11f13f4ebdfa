import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../test/fake-api.ts';
import { failure, pasteCode, registered, renderAuth } from './test-helpers.tsx';

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

function fillForm(values: { name?: string; email?: string; phone?: string; referral?: string }) {
  if (values.name !== undefined) fireEvent.change(field('Full name'), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(field('Email'), { target: { value: values.email } });
  if (values.phone !== undefined)
    fireEvent.change(field('Phone number'), { target: { value: values.phone } });
  if (values.referral !== undefined)
    fireEvent.change(field(/Referral code/), { target: { value: values.referral } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up', () => {
  it('opens with Sign Up pressed on /signup', async () => {
    renderAuth('/signup');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('+91')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign up · Little Loom'));
  });

  it("fills the referral code in from a friend's share link (/signup?ref=)", async () => {
    renderAuth('/signup?ref=LLFRIEND');
    expect(await screen.findByLabelText(/Referral code/)).toHaveValue('LLFRIEND');
  });

  it('says what is missing, linked to each field, and asks to correct the errors', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api } = renderAuth('/signup');
    submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Please correct the errors before submitting.',
      expect.objectContaining({ duration: 4000 }),
    );
    const name = field('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Name is required',
    );
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('checks the email pattern and exactly 10 phone digits (any first digit)', async () => {
    const { api } = renderAuth('/signup', { register: () => registered() });
    fillForm({ name: 'Asha', email: 'asha@', phone: '98765' });
    submit();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    // Sign-up checks 10 digits only (rules/accounts §9): a number starting with 5 goes to the server.
    fillForm({ email: 'asha@example.com', phone: '5876543210' });
    submit();
    await waitFor(() => expect(api.spy).toHaveBeenCalledTimes(1));
    expect(api.calls('register')[0]?.body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '5876543210',
    });
  });

  it("shows the server's field messages joined by newlines", async () => {
    const error = vi.spyOn(toast, 'error');
    renderAuth('/signup', {
      register: () =>
        failure(400, 'Please check the highlighted fields.', [
          { field: 'phone', msg: 'Enter a valid 10-digit phone number' },
          { field: 'referredBy', msg: 'This referral code is not valid. Check it or leave it blank.' },
        ]),
    });
    fillForm({ name: 'Asha', email: 'asha@example.com', phone: '5876543210', referral: 'NOPE' });
    submit();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Enter a valid 10-digit phone number\nThis referral code is not valid. Check it or leave it blank.',
        expect.objectContaining({ duration: 4000 }),
      ),
    );
    // Each message also sits under its field.
    expect(
      screen.getByText('This referral code is not valid. Check it or leave it blank.'),
    ).toBeInTheDocument();
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Registration failed.' when the server gives no field messages", async () => {
    renderAuth('/signup', {
      register: () => failure(500, 'Something went wrong. Please try again.'),
    });
    fillForm({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed.');
  });

  it('sends the referral code as referredBy, then asks for the SMS code with a locked resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const { api } = renderAuth('/signup', {
      register: () => registered(),
      registerResend: () => registered(),
    });
    fillForm({ name: 'Asha', email: 'asha@example.com', phone: '9876543210', referral: 'LLFRIEND' });
    submit();
    expect(await screen.findByRole('heading', { name: 'We just sent you an SMS' })).toBeInTheDocument();
    expect(api.calls('register')[0]?.body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      referredBy: 'LLFRIEND',
    });
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: /Resend Code in 0:(30|29)/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('New OTP has been sent to your phone number', { duration: 3000 }),
    );
    expect(api.calls('registerResend')[0]).toMatchObject({
      url: '/api/user/auth/register/resend-otp',
      body: { phone: '9876543210' },
    });
  });

  it('a failed resend says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(toast, 'error');
    renderAuth('/signup', {
      register: () => registered(),
      registerResend: () => failure(500, 'Something went wrong. Please try again.'),
    });
    fillForm({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' });
    submit();
    await screen.findByRole('heading', { name: 'We just sent you an SMS' });
    // The lock starts once the step has mounted; the clock moves only after that.
    expect(await screen.findByRole('button', { name: /Resend Code in/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to resend OTP. Please try again.',
        expect.objectContaining({ duration: 4000 }),
      ),
    );
  });

  it('needs all 6 digits; the sixth submits; a wrong code is said once; goes to /signin (Sign In) once verified', async () => {
    const error = vi.spyOn(toast, 'error');
    let verifyAnswer = () => failure(400, 'The code is wrong or has expired. Please request a new one.');
    const { api, router } = renderAuth('/signup', {
      register: () => registered(),
      registerVerify: () => verifyAnswer(),
    });
    fillForm({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' });
    submit();
    await screen.findByRole('heading', { name: 'We just sent you an SMS' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter all 6 digits of the OTP')).toBeInTheDocument();

    // The sixth digit submits; the Resend lock is running, so no advice to ask for a new code yet.
    pasteCode('123456');
    expect(await screen.findByText('Wrong code. Check it and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/request a new one/)).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(api.calls('registerVerify')).toHaveLength(1);

    // The wrong code is cleared for the next try.
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    verifyAnswer = () => answer({ success: false }, 400);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    pasteCode('123456');
    expect(await screen.findByText('OTP verification failed. Please try again.')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();

    const success = vi.spyOn(toast, 'success');
    verifyAnswer = () => answer({ success: true, message: 'Phone verified. Please sign in.' });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(success).toHaveBeenCalledWith('Phone verified. Please sign in.', { duration: 3000 });
    expect(api.spy.mock.lastCall?.[0]).toBe('/api/user/auth/register/verify-otp');
    expect(api.calls('registerVerify').at(-1)).toMatchObject({
      url: '/api/user/auth/register/verify-otp',
      body: { phone: '9876543210', otp: '123456' },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('the sixth typed digit submits the code once, not again while it is checked', async () => {
    let verified: (body: { message: string }) => void = () => {};
    const { api } = renderAuth('/signup', {
      register: () => registered(),
      registerVerify: () => new Promise<{ message: string }>((resolve) => (verified = resolve)),
    });
    fillForm({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' });
    submit();
    await screen.findByRole('heading', { name: 'We just sent you an SMS' });
    for (const n of [1, 2, 3, 4, 5]) {
      fireEvent.keyDown(screen.getByRole('textbox', { name: `Digit ${n} of 6` }), { key: String(n) });
    }
    const verifyCalls = () => api.calls('registerVerify');
    expect(verifyCalls()).toHaveLength(0);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Digit 6 of 6' }), { key: '6' });
    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    expect(verifyCalls()[0]?.body).toEqual({ phone: '9876543210', otp: '123456' });
    fireEvent.click(screen.getByRole('button', { name: /Verify/ }));
    pasteCode('123456');
    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(verifyCalls()).toHaveLength(1);
    verified({ message: 'Phone verified. Please sign in.' });
    await screen.findByRole('button', { name: 'Send code' });
    expect(verifyCalls()).toHaveLength(1);
  });

  it('Change details returns to the form with the values kept', async () => {
    renderAuth('/signup', { register: () => registered() });
    fillForm({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' });
    submit();
    await screen.findByRole('heading', { name: 'We just sent you an SMS' });
    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    expect(field('Full name')).toHaveValue('Asha');
    expect(field('Phone number')).toHaveValue('9876543210');
  });
});

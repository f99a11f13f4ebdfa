import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, type FakeHandlers, refusal } from '../../test/fake-api.ts';
import { failure, renderAuth, recoveryGranted as verified } from './test-helpers.tsx';

const ok = (message = 'OK') => ({ message });

const identifier = () => screen.getByRole('textbox', { name: 'Email or phone number' });
const codeInput = () => screen.getByRole('textbox', { name: 'One-time code' });
const newPassword = () => screen.getByLabelText('New password');
const confirmPassword = () => screen.getByLabelText('Confirm new password');
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

function renderForget(handlers: FakeHandlers = {}) {
  return renderAuth('/forget', {
    resetSendOtp: () => ({ ...ok(), resendAfter: 60 }),
    resetVerifyOtp: () => verified(),
    resetPassword: () => ok(),
    ...handlers,
  });
}

async function toCodeStep(typed = 'asha@example.com') {
  fireEvent.change(identifier(), { target: { value: typed } });
  click('Send OTP');
  await screen.findByRole('textbox', { name: 'One-time code' });
}

/** The sixth digit sends the code: no press of Verify OTP. */
async function toPasswordStep() {
  await toCodeStep();
  fireEvent.change(codeInput(), { target: { value: '123456' } });
  await screen.findByLabelText('New password');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('forgot password (/forget)', () => {
  it('step 1 checks the identifier: required, email if it has @, else a phone', async () => {
    const { api } = renderForget();
    await waitFor(() => expect(document.title).toBe('Forgot password · Little Loom'));
    expect(currentStep()).toHaveTextContent('Email or phone');
    click('Send OTP');
    expect(await screen.findByText('Please enter your email or phone number')).toBeInTheDocument();
    fireEvent.change(identifier(), { target: { value: 'asha@example' } });
    click('Send OTP');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(identifier(), { target: { value: '98765' } });
    click('Send OTP');
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('sends {email} for an email and {phone} for a phone', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderForget();
    await toCodeStep('asha@example.com');
    expect(api.calls('resetSendOtp')[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/auth/forgot-password/send-otp',
      body: { email: 'asha@example.com' },
    });
    expect(success).toHaveBeenCalledWith('OTP sent successfully! Please check your email/phone.', {
      duration: 3000,
    });
    expect(currentStep()).toHaveTextContent('Verify code');

    click('Back');
    await toCodeStep('+91 98765-43210');
    expect(api.calls('resetSendOtp')[1]?.body).toEqual({ phone: '9876543210' });
  });

  it("a refused send shows the server's message, else 'Failed to send OTP'", async () => {
    const error = vi.spyOn(toast, 'error');
    let sends = 0;
    renderForget({
      resetSendOtp: () =>
        ++sends === 1 ? failure(429, 'Too many codes requested.') : answer({ success: false }, 400),
    });
    fireEvent.change(identifier(), { target: { value: 'asha@example.com' } });
    click('Send OTP');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Too many codes requested.', expect.anything()));
    click('Send OTP');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to send OTP', expect.anything()));
    expect(currentStep()).toHaveTextContent('Email or phone');
  });

  it('Back and Send OTP again within the resend lock returns to the code step with the time left', async () => {
    const error = vi.spyOn(toast, 'error');
    let sends = 0;
    const { api } = renderForget({
      resetSendOtp: () =>
        ++sends === 1
          ? { ...ok(), resendAfter: 60 }
          : refusal(429, 'Please wait before requesting another code.', { retryAfter: 42 }),
    });
    await toCodeStep();
    click('Back');
    expect(currentStep()).toHaveTextContent('Email or phone');
    click('Send OTP');
    await screen.findByRole('textbox', { name: 'One-time code' });
    expect(currentStep()).toHaveTextContent('Verify code');
    expect(screen.getByText(/We sent you a code less than a minute ago/)).toHaveTextContent(
      'enter it below, or ask for a new one in 42 s.',
    );
    expect(screen.getByRole('button', { name: /Resend OTP in 0:4[12]/ })).toBeDisabled();
    expect(error).not.toHaveBeenCalled();
    expect(api.spy).toHaveBeenCalledTimes(2);
  });

  it('step 2 keeps only digits and checks the code; Back returns to step 1 and clears it', async () => {
    const { api } = renderForget();
    await toCodeStep();
    fireEvent.change(codeInput(), { target: { value: 'ab1 2-3' } });
    expect(codeInput()).toHaveValue('123');
    fireEvent.change(codeInput(), { target: { value: '' } });
    click('Verify OTP');
    expect(await screen.findByText('Please enter the OTP')).toBeInTheDocument();
    fireEvent.change(codeInput(), { target: { value: '123' } });
    click('Verify OTP');
    expect(await screen.findByText('Please enter a valid OTP')).toBeInTheDocument();
    expect(api.spy).toHaveBeenCalledTimes(1);

    click('Back');
    expect(identifier()).toHaveValue('asha@example.com');
    expect(currentStep()).toHaveTextContent('Email or phone');
    await toCodeStep();
    expect(codeInput()).toHaveValue('');
  });

  it('the sixth digit (max 6) sends the code once; a 4- or 5-digit code waits for Verify OTP', async () => {
    let grant: (body: ReturnType<typeof verified>) => void = () => {};
    const { api } = renderForget({
      resetVerifyOtp: () => new Promise<ReturnType<typeof verified>>((resolve) => (grant = resolve)),
    });
    await toCodeStep();
    const verifyCalls = () => api.calls('resetVerifyOtp');
    fireEvent.change(codeInput(), { target: { value: '12345' } });
    expect(verifyCalls()).toHaveLength(0);
    fireEvent.change(codeInput(), { target: { value: '12345 6789' } });
    expect(codeInput()).toHaveValue('123456');
    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    expect(verifyCalls()[0]?.body).toEqual({ email: 'asha@example.com', otp: '123456' });
    fireEvent.submit(screen.getByRole('form', { name: 'Enter the code' }));
    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(verifyCalls()).toHaveLength(1);
    grant(verified());
    await screen.findByLabelText('New password');
    expect(verifyCalls()).toHaveLength(1);
  });

  it('resend waits 60 s, then sends again and restarts the timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderForget();
    await toCodeStep();
    expect(screen.getByRole('button', { name: /Resend OTP in (1:00|0:59)/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: /Resend OTP in 0:0[01]/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() => expect(api.spy).toHaveBeenCalledTimes(2));
    expect(api.calls('resetSendOtp')[1]?.body).toEqual({ email: 'asha@example.com' });
    expect(await screen.findByRole('button', { name: /Resend OTP in (1:00|0:59)/ })).toBeDisabled();
  });

  it("a wrong code shows the server's message once, else 'Invalid OTP'; a success without a token says so", async () => {
    const error = vi.spyOn(toast, 'error');
    let verifyAnswer: () => Response = () => failure(400, 'Invalid OTP');
    const { api } = renderForget({ resetVerifyOtp: () => verifyAnswer() });
    await toCodeStep();
    codeInput().focus();
    fireEvent.change(codeInput(), { target: { value: '111111' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(screen.getAllByText('Invalid OTP')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    expect(api.calls('resetVerifyOtp')[0]?.body).toEqual({ email: 'asha@example.com', otp: '111111' });
    // The field takes the focus back for the next try.
    await waitFor(() => expect(codeInput()).toHaveFocus());

    verifyAnswer = () => answer({ success: false }, 400);
    fireEvent.change(codeInput(), { target: { value: '222222' } });
    await waitFor(() => expect(api.spy).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP'));

    verifyAnswer = () => answer({ success: true, message: 'Verified' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled());
    click('Verify OTP');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Verification successful but session token not received. Please try again.',
      ),
    );
    expect(currentStep()).toHaveTextContent('Verify code');
    expect(error).not.toHaveBeenCalled();
  }, 15_000);

  it('step 3 checks the passwords; Back returns to the code step and clears both', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderForget();
    await toPasswordStep();
    expect(success).toHaveBeenCalledWith('OTP verified successfully!', { duration: 3000 });
    expect(currentStep()).toHaveTextContent('New password');
    click('Reset password');
    expect(await screen.findByText('Please enter a new password')).toBeInTheDocument();
    fireEvent.change(newPassword(), { target: { value: 'short' } });
    click('Reset password');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    fireEvent.change(newPassword(), { target: { value: 'long-enough-1' } });
    fireEvent.change(confirmPassword(), { target: { value: 'long-enough-2' } });
    click('Reset password');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    click('Back');
    expect(currentStep()).toHaveTextContent('Verify code');
    expect(codeInput()).toHaveValue('123456');
    // The code was used: the permission it gave still stands, so no second verify call.
    click('Verify OTP');
    await screen.findByLabelText('New password');
    expect(newPassword()).toHaveValue('');
    expect(confirmPassword()).toHaveValue('');
    expect(api.calls('resetVerifyOtp')).toHaveLength(1);
  });

  it('resets the password and goes to /signin after 2 s', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api, router } = renderForget();
    await toPasswordStep();
    fireEvent.change(newPassword(), { target: { value: 'new-secret-1' } });
    fireEvent.change(confirmPassword(), { target: { value: 'new-secret-1' } });
    click('Reset password');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Password reset successfully! You can now login with your new password.',
        { duration: 3000 },
      ),
    );
    expect(api.spy).toHaveBeenCalledTimes(3);
    expect(api.calls('resetPassword')[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/user/auth/forgot-password/reset-password',
      body: { tempToken: 'grant-1', newPassword: 'new-secret-1' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(router.state.location.pathname).toBe('/forget');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
  });

  it("a refused reset shows the server's message, else 'Failed to reset password'", async () => {
    let resetAnswer: () => Response = () => failure(400, 'Password must be at least 8 characters long');
    renderForget({ resetPassword: () => resetAnswer() });
    await toPasswordStep();
    fireEvent.change(newPassword(), { target: { value: 'new-secret-1' } });
    fireEvent.change(confirmPassword(), { target: { value: 'new-secret-1' } });
    click('Reset password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    resetAnswer = () => new Response('', { status: 502 });
    click('Reset password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password'));
  });

  it("returns to the code step with 'Session expired. Please verify OTP again.' when the server refuses the token", async () => {
    renderForget({
      resetPassword: () => failure(400, 'Session expired. Please verify OTP again.'),
    });
    await toPasswordStep();
    fireEvent.change(newPassword(), { target: { value: 'new-secret-1' } });
    fireEvent.change(confirmPassword(), { target: { value: 'new-secret-1' } });
    click('Reset password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please verify OTP again.');
    expect(currentStep()).toHaveTextContent('Verify code');
    expect(codeInput()).toHaveValue('');
  });

  it('treats the token as missing once its 10 minutes are over, without calling the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderForget();
    await toPasswordStep();
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    fireEvent.change(newPassword(), { target: { value: 'new-secret-1' } });
    fireEvent.change(confirmPassword(), { target: { value: 'new-secret-1' } });
    click('Reset password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please verify OTP again.');
    expect(currentStep()).toHaveTextContent('Verify code');
    expect(api.calls('resetPassword')).toHaveLength(0);
  });
});

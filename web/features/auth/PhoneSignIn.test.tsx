import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '../../../contract/auth.ts';
import { answer } from '../../test/fake-api.ts';
import { digitBox, failure, pasteCode, renderAuth, codeSent as sent, signInAnswer } from './test-helpers.tsx';

const phoneInput = () => screen.getByRole('textbox', { name: 'Phone number' });
const sendButton = () => screen.getByRole('button', { name: 'Send code' });

async function sendCodeTo(phone: string) {
  fireEvent.change(phoneInput(), { target: { value: phone } });
  fireEvent.click(sendButton());
  await screen.findByRole('group', { name: 'One-time code' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('landing screen', () => {
  it('welcomes with the shop name and tagline, Sign In pressed by default', async () => {
    renderAuth('/signin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Little Loom');
    expect(
      screen.getByText('Get ready to dress your little ones in fashion-forward outfits'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Sign in with password' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget');
    await waitFor(() => expect(document.title).toBe('Sign in · Little Loom'));
  });

  it('switches between the forms with the toggle, keeping the redirect', () => {
    const { router } = renderAuth('/signin?redirect=%2Fcart');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?redirect=%2Fcart');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(sendButton()).toBeInTheDocument();
  });

  it('puts the phone form before the picture, which moves to the left column only from 768 px', () => {
    renderAuth('/signin');
    const art = screen.getByTestId('landing-art');
    const form = screen.getByRole('form', { name: 'Sign in with your phone' });
    // Phones show the page in source order: the form, its Send code button, then the picture.
    for (const first of [screen.getByRole('heading', { level: 1 }), form, sendButton(), phoneInput()]) {
      expect(first.compareDocumentPosition(art) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(art.contains(form)).toBe(false);
    // Desktop keeps its look: the picture first in the two-column grid.
    expect(art).toHaveClass('md:order-first');
    expect(art.parentElement).toHaveClass('md:grid-cols-2');
  });

  it('tells a signed-in shopper so instead of showing the forms', () => {
    localStorage.setItem('accessuserToken', 'token');
    renderAuth('/signin');
    expect(screen.getByRole('heading', { name: 'You are already signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });
});

describe('sign-in by phone', () => {
  it('asks for the phone before sending and checks it is an Indian mobile', async () => {
    const { api } = renderAuth('/signin');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter Phone number')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput().getAttribute('aria-describedby')).toContain(
      screen.getByText('Please enter Phone number').id,
    );
    fireEvent.change(phoneInput(), { target: { value: '12345' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('keeps only the 10 local digits of a pasted number', () => {
    renderAuth('/signin');
    fireEvent.change(phoneInput(), { target: { value: '+91 98765-43210' } });
    expect(phoneInput()).toHaveValue('9876543210');
  });

  it('sends the code, then shows six boxes, locks the phone and the resend; verifying signs in and goes home after 1 s', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api, router } = renderAuth('/signin', {
      sendOtp: () => sent('session-1'),
      verifyOtp: () => signInAnswer(),
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Referral ID/ }), { target: { value: 'LLFRIEND' } });
    await sendCodeTo('9876543210');
    expect(api.calls('sendOtp')[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/auth/send-otp',
      body: { phone: '9876543210', referredBy: 'LLFRIEND' },
    });
    expect(success).toHaveBeenCalledWith('OTP sent successfully!', { duration: 3000 });
    expect(digitBox(1)).toBeInTheDocument();
    expect(digitBox(6)).toBeInTheDocument();
    expect(phoneInput()).toBeDisabled();
    expect(screen.getByText(/\+91 98765 43210/)).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: /Resend code in 0:(30|29)/ });
    expect(resend).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(api.spy).toHaveBeenCalledTimes(1);

    // The sixth digit submits: no press of Verify OTP.
    pasteCode('123456');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Login successful!', { duration: 3000 }));
    expect(api.spy).toHaveBeenCalledTimes(2);
    expect(api.calls('verifyOtp')[0]).toMatchObject({
      url: '/api/user/auth/verify-otp',
      body: { phone: '9876543210', otp: '123456', sessionId: 'session-1', referredBy: 'LLFRIEND' },
    });
    expect(localStorage.getItem('accessuserToken')).toBe('token-abc');
    expect(localStorage.getItem('userId')).toBe('user-1');
    expect(localStorage.getItem('username')).toBe('Asha Rao');
    expect(localStorage.getItem('email')).toBe('asha@example.com');
    expect(localStorage.getItem('role')).toBe('user');
    // Not at once: the toast is seen first.
    expect(router.state.location.pathname).toBe('/signin');
    expect(await screen.findByText('Home page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says a wrong code once, under the boxes; while Resend is locked it asks to check the code, not for a new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(toast, 'error');
    renderAuth('/signin', {
      sendOtp: () => sent(),
      verifyOtp: () => failure(400, 'The code is wrong or has expired. Please request a new one.'),
    });
    await sendCodeTo('9876543210');
    pasteCode('111111');
    expect(await screen.findByText('Wrong code. Check it and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/request a new one/)).not.toBeInTheDocument();
    // Once: no toast repeating it.
    expect(error).not.toHaveBeenCalled();
    expect(digitBox(1)).toHaveAttribute('aria-invalid', 'true');
    expect(digitBox(1)).toHaveAccessibleDescription('Wrong code. Check it and try again.');
    // Cleared, and the first box takes the focus back, ready for the next try.
    expect(digitBox(1)).toHaveValue('');
    expect(digitBox(6)).toHaveValue('');
    await waitFor(() => expect(digitBox(1)).toHaveFocus());
    expect(screen.getByRole('button', { name: /Resend code in 0:[0-3]\d/ })).toBeDisabled();

    // Once Resend is open, the server's advice to ask for a new code holds.
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(
      screen.getByText('The code is wrong or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Wrong code. Check it and try again.')).not.toBeInTheDocument();
  }, 15_000);

  it('after five wrong tries within the lock, says the code is used up rather than to try again', async () => {
    renderAuth('/signin', {
      sendOtp: () => sent(),
      verifyOtp: () => failure(400, 'The code is wrong or has expired. Please request a new one.'),
    });
    await sendCodeTo('9876543210');
    for (const code of ['111111', '222222', '333333', '444444']) {
      pasteCode(code);
      await screen.findByText('Wrong code. Check it and try again.');
      await waitFor(() => expect(digitBox(1)).toBeEnabled());
    }
    pasteCode('555555');
    expect(
      await screen.findByText('Too many wrong tries. Ask for a new code when Resend is ready.'),
    ).toBeInTheDocument();
  }, 15_000);

  it("keeps the spec's texts for other failures, said once; a lost connection says so", async () => {
    const error = vi.spyOn(toast, 'error');
    let verifyAnswer: () => Response = () => new Response('', { status: 502 });
    renderAuth('/signin', {
      sendOtp: () => sent(),
      verifyOtp: () => verifyAnswer(),
    });
    await sendCodeTo('9876543210');
    pasteCode('222222');
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();

    verifyAnswer = () => answer({ success: false }, 400);
    await waitFor(() => expect(digitBox(1)).toBeEnabled());
    pasteCode('333333');
    expect(await screen.findByText('OTP verification failed!')).toBeInTheDocument();
    expect(screen.getAllByText('OTP verification failed!')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessuserToken')).toBeNull();
  });

  it('the sixth typed digit submits the code once; presses and completions during the check are ignored', async () => {
    let signIn: (body: SignInResponse) => void = () => {};
    const { api } = renderAuth('/signin', {
      sendOtp: () => sent(),
      verifyOtp: () => new Promise<SignInResponse>((resolve) => (signIn = resolve)),
    });
    await sendCodeTo('9876543210');
    for (const [index, digit] of ['1', '2', '3', '4', '5'].entries()) {
      fireEvent.change(digitBox(index + 1), { target: { value: digit } });
    }
    expect(api.spy).toHaveBeenCalledTimes(1);
    fireEvent.change(digitBox(6), { target: { value: '6' } });
    await waitFor(() => expect(api.spy).toHaveBeenCalledTimes(2));
    expect(api.calls('verifyOtp')[0]).toMatchObject({
      url: '/api/user/auth/verify-otp',
      body: { otp: '123456' },
    });
    // While the answer is awaited: the button, the Enter key and another paste send nothing more.
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in with your phone' }));
    pasteCode('123456');
    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(api.spy).toHaveBeenCalledTimes(2);

    signIn(signInAnswer());
    await waitFor(() => expect(localStorage.getItem('accessuserToken')).toBe('token-abc'));
    expect(api.spy).toHaveBeenCalledTimes(2);
  });

  it('says why a send failed: the server message, else the spec text', async () => {
    let sends = 0;
    renderAuth('/signin', {
      sendOtp: () =>
        ++sends === 1
          ? failure(429, 'Too many codes requested. Please wait before trying again.')
          : answer({ success: false }, 400),
    });
    fireEvent.change(phoneInput(), { target: { value: '9876543210' } });
    fireEvent.click(sendButton());
    expect(
      await screen.findByText('Too many codes requested. Please wait before trying again.'),
    ).toBeInTheDocument();
    expect(phoneInput()).not.toBeDisabled();
    fireEvent.click(sendButton());
    expect(await screen.findByText('Failed to send OTP!')).toBeInTheDocument();
  });

  it('a network failure on send says to check the connection', async () => {
    renderAuth('/signin', {
      sendOtp: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    fireEvent.change(phoneInput(), { target: { value: '9876543210' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('unlocks resend after 30 s; a resend brings a new session id used by the next verify', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const { api } = renderAuth('/signin', {
      sendOtp: () => sent('session-1'),
      resendOtp: () => sent('session-2'),
      verifyOtp: () => signInAnswer(),
    });
    await sendCodeTo('9876543210');
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('button', { name: /Resend code in 0:1[45]/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('New OTP sent successfully!', { duration: 3000 }),
    );
    expect(api.calls('resendOtp')[0]).toMatchObject({
      url: '/api/user/auth/resend-otp',
      body: { phone: '9876543210' },
    });
    expect(screen.getByRole('button', { name: /Resend code in 0:(30|29)/ })).toBeDisabled();

    pasteCode('654321');
    await waitFor(() => expect(api.spy).toHaveBeenCalledTimes(3));
    expect(api.calls('verifyOtp')[0]?.body).toMatchObject({ sessionId: 'session-2', otp: '654321' });
  });

  it('a failed resend says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(toast, 'error');
    renderAuth('/signin', {
      sendOtp: () => sent(),
      resendOtp: () => answer({ success: false }, 400),
    });
    await sendCodeTo('9876543210');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to resend OTP!',
        expect.objectContaining({ duration: 4000 }),
      ),
    );
  });

  it('Change number unlocks the phone and hides the boxes', async () => {
    renderAuth('/signin', { sendOtp: () => sent() });
    await sendCodeTo('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(phoneInput()).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'One-time code' })).not.toBeInTheDocument();
    expect(sendButton()).toBeInTheDocument();
  });

  it('honours a same-site redirect after signing in', async () => {
    renderAuth('/signin?redirect=%2Fcart', {
      sendOtp: () => sent(),
      verifyOtp: () => signInAnswer(),
    });
    await sendCodeTo('9876543210');
    pasteCode('123456');
    expect(await screen.findByText('Cart page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
  ])('ignores %s in the redirect and goes home', async (_, target) => {
    const { router } = renderAuth(`/signin?redirect=${encodeURIComponent(target)}`, {
      sendOtp: () => sent(),
      verifyOtp: () => signInAnswer(),
    });
    await sendCodeTo('9876543210');
    pasteCode('123456');
    expect(await screen.findByText('Home page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { digitBox, failure, pasteCode, renderAuth, signInAnswer } from './test-helpers.tsx';

const sent = (sessionId = 'session-1') =>
  jsonResponse({ success: true, message: 'Code sent', sessionId, resendAfter: 30 });

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
    const { calls } = renderAuth('/signin');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter Phone number')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput().getAttribute('aria-describedby')).toContain(
      screen.getByText('Please enter Phone number').id,
    );
    fireEvent.change(phoneInput(), { target: { value: '12345' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps only the 10 local digits of a pasted number', () => {
    renderAuth('/signin');
    fireEvent.change(phoneInput(), { target: { value: '+91 98765-43210' } });
    expect(phoneInput()).toHaveValue('9876543210');
  });

  it('sends the code, then shows six boxes, locks the phone and the resend; verifying signs in and goes home after 1 s', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls, router } = renderAuth('/signin', {
      'POST /api/user/auth/send-otp': () => sent('session-1'),
      'POST /api/user/auth/verify-otp': () => signInAnswer(),
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Referral ID/ }), { target: { value: 'LLFRIEND' } });
    await sendCodeTo('9876543210');
    expect(calls[0]).toMatchObject({
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
    expect(calls).toHaveLength(1);

    pasteCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Login successful!', { duration: 3000 }));
    expect(calls[1]).toMatchObject({
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

  it('shows the server message when the code is wrong, else the spec text; a lost connection says so', async () => {
    const error = vi.spyOn(toast, 'error');
    let verifyAnswer: () => Response | Promise<Response> = () =>
      failure(400, 'The code is wrong or has expired. Please request a new one.');
    renderAuth('/signin', {
      'POST /api/user/auth/send-otp': () => sent(),
      'POST /api/user/auth/verify-otp': () => verifyAnswer(),
    });
    await sendCodeTo('9876543210');
    pasteCode('111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findByText('The code is wrong or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(digitBox(1)).toHaveAttribute('aria-invalid', 'true');

    verifyAnswer = () => new Response('', { status: 502 });
    pasteCode('222222');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();

    verifyAnswer = () => jsonResponse({ success: false }, 400);
    pasteCode('333333');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verification failed!')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'OTP verification failed!',
      expect.objectContaining({ duration: 4000 }),
    );
    expect(localStorage.getItem('accessuserToken')).toBeNull();
  });

  it('says why a send failed: the server message, else the spec text', async () => {
    const { calls } = renderAuth('/signin', {
      'POST /api/user/auth/send-otp': () =>
        calls.length === 1
          ? failure(429, 'Too many codes requested. Please wait before trying again.')
          : jsonResponse({ success: false }, 400),
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
      'POST /api/user/auth/send-otp': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    fireEvent.change(phoneInput(), { target: { value: '9876543210' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('unlocks resend after 30 s; a resend brings a new session id used by the next verify', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const { calls } = renderAuth('/signin', {
      'POST /api/user/auth/send-otp': () => sent('session-1'),
      'POST /api/user/auth/resend-otp': () => sent('session-2'),
      'POST /api/user/auth/verify-otp': () => signInAnswer(),
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
    expect(calls[1]).toMatchObject({ url: '/api/user/auth/resend-otp', body: { phone: '9876543210' } });
    expect(screen.getByRole('button', { name: /Resend code in 0:(30|29)/ })).toBeDisabled();

    pasteCode('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.body).toMatchObject({ sessionId: 'session-2', otp: '654321' });
  });

  it('a failed resend says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(toast, 'error');
    renderAuth('/signin', {
      'POST /api/user/auth/send-otp': () => sent(),
      'POST /api/user/auth/resend-otp': () => jsonResponse({ success: false }, 400),
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
    renderAuth('/signin', { 'POST /api/user/auth/send-otp': () => sent() });
    await sendCodeTo('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(phoneInput()).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'One-time code' })).not.toBeInTheDocument();
    expect(sendButton()).toBeInTheDocument();
  });

  it('honours a same-site redirect after signing in', async () => {
    renderAuth('/signin?redirect=%2Fcart', {
      'POST /api/user/auth/send-otp': () => sent(),
      'POST /api/user/auth/verify-otp': () => signInAnswer(),
    });
    await sendCodeTo('9876543210');
    pasteCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Cart page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
  ])('ignores %s in the redirect and goes home', async (_, target) => {
    const { router } = renderAuth(`/signin?redirect=${encodeURIComponent(target)}`, {
      'POST /api/user/auth/send-otp': () => sent(),
      'POST /api/user/auth/verify-otp': () => signInAnswer(),
    });
    await sendCodeTo('9876543210');
    pasteCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Home page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

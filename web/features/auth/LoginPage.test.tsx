import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { failure, renderAuth, signInAnswer } from './test-helpers.tsx';

const identifier = () => screen.getByRole('textbox', { name: 'Email or phone number' });
const password = () => screen.getByLabelText('Password');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('sign-in with password (/login)', () => {
  it('checks the identifier by the recovery rules and asks for the password', async () => {
    const { api } = renderAuth('/login');
    await waitFor(() => expect(document.title).toBe('Sign in with password · Little Loom'));
    submit();
    expect(await screen.findByText('Please enter your email or phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    fireEvent.change(identifier(), { target: { value: 'asha@' } });
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(identifier(), { target: { value: '12345' } });
    submit();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget');
  });

  it('shows and hides the password', () => {
    renderAuth('/login');
    expect(password()).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the server's message when sign-in fails", async () => {
    const error = vi.spyOn(toast, 'error');
    renderAuth('/login', {
      login: () => failure(401, 'The email, phone number or password is not correct.'),
    });
    fireEvent.change(identifier(), { target: { value: 'asha@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong-password' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email, phone number or password is not correct.',
    );
    expect(error).toHaveBeenCalledWith(
      'The email, phone number or password is not correct.',
      expect.objectContaining({ duration: 4000 }),
    );
    expect(localStorage.getItem('accessuserToken')).toBeNull();
  });

  it('sends a phone identifier as its 10 digits', async () => {
    const { api } = renderAuth('/login', { login: () => failure(401, 'No') });
    fireEvent.change(identifier(), { target: { value: '098765 43210' } });
    fireEvent.change(password(), { target: { value: 'secret-pass' } });
    submit();
    await waitFor(() => expect(api.calls('login')).toHaveLength(1));
    expect(api.calls('login')[0]?.body).toEqual({ identifier: '9876543210', password: 'secret-pass' });
  });

  it('signs in, keeps the login data and goes to the redirect after 1 s', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api, router } = renderAuth('/login?redirect=%2Fcart', { login: () => signInAnswer() });
    fireEvent.change(identifier(), { target: { value: 'asha@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret-pass' } });
    submit();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Login successful!', { duration: 3000 }));
    expect(api.calls('login')[0]?.body).toEqual({ identifier: 'asha@example.com', password: 'secret-pass' });
    expect(localStorage.getItem('accessuserToken')).toBe('token-abc');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Cart page', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

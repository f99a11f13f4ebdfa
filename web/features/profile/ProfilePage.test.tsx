import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { getStoredToken, TOKEN_KEY, USERNAME_KEY } from '../../lib/auth-storage.ts';
import { resetShopConfigCache } from '../../lib/shop-config.ts';
import { answer, deferred, type FakeHandlers, refusal } from '../../test/fake-api.ts';
import { profileOk, renderProfile, signIn, USER } from './test-fixtures.tsx';

const menu = () => screen.getByRole('navigation', { name: 'Profile menu' });
const link = (name: string | RegExp) => within(menu()).queryByRole('link', { name });

describe('profile menu, signed out', () => {
  it("shows 'Guest', a Sign in entry and the entries for everyone, without asking for a profile", async () => {
    const { api } = renderProfile();
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Guest');
    expect(link(/^Sign in/)).toHaveAttribute('href', '/signin');
    for (const hidden of [/Account Settings/, /^Orders/, /Become a Seller/, /Notifications/]) {
      expect(link(hidden)).not.toBeInTheDocument();
    }
    expect(link(/Refer & Earn/)).toHaveAttribute('href', '/refer');
    expect(link(/Message Center/)).toHaveAttribute('href', '/subscribe');
    expect(link(/Earn with Little Loom/)).toHaveAttribute('href', '/earn');
    expect(within(menu()).getByRole('button', { name: /Feedback & Information/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d[\d,]* coins?$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Account · Little Loom'));
  });

  it('names the earn entry after the shop', async () => {
    const meta = document.createElement('meta');
    meta.name = 'shop-config';
    meta.content = JSON.stringify({ name: 'Tiny Threads' });
    document.head.append(meta);
    resetShopConfigCache();
    try {
      renderProfile();
      expect(await screen.findByRole('link', { name: /Earn with Tiny Threads/ })).toHaveAttribute(
        'href',
        '/earn',
      );
    } finally {
      meta.remove();
      resetShopConfigCache();
    }
  });

  it('More opens the submenu in place, without the signed-in entries, and Back to Profile returns', async () => {
    const { router } = renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    const more = screen.getByRole('navigation', { name: 'More' });
    expect(router.state.location.search).toBe('?view=more');
    expect(screen.queryByRole('navigation', { name: 'Profile menu' })).not.toBeInTheDocument();
    expect(within(more).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    expect(within(more).getByRole('link', { name: /Return and Refund Policy/ })).toHaveAttribute(
      'href',
      '/returnpolicy',
    );
    expect(within(more).queryByRole('link', { name: /Wishlist/ })).not.toBeInTheDocument();
    expect(within(more).queryByRole('link', { name: /Manage Address/ })).not.toBeInTheDocument();
    expect(within(more).queryByRole('button', { name: /Delete Account/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Profile' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Back to Profile' }));
    expect(await screen.findByRole('navigation', { name: 'Profile menu' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveFocus());
  });

  it('Back to Profile on a page opened at ?view=more replaces the entry instead of leaving the site', async () => {
    const { router } = renderProfile('/profile?view=more');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Profile' }));
    await screen.findByRole('navigation', { name: 'Profile menu' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('profile menu, signed in', () => {
  it('shows the skeleton, then the name, the coins and the signed-in entries', async () => {
    signIn();
    const profile = deferred();
    renderProfile('/profile', { profile: () => profile.promise });
    expect(screen.getByTestId('profile-header-skeleton')).toBeInTheDocument();
    expect(link(/Account Settings/)).toHaveAttribute('href', '/addressdetails');
    profile.resolve(answer({ success: true, ...profileOk() }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Asha Rao');
    expect(screen.getByText('140 coins')).toBeInTheDocument();
    expect(link(/^Orders/)).toHaveAttribute('href', '/order');
    expect(link(/Become a Seller/)).toHaveAttribute('href', '/become-seller');
    expect(link(/Notifications/)).toHaveAttribute('href', '/notifications');
    expect(link(/^Sign in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('falls back to the phone, then the email, when there is no name', async () => {
    signIn({ ...USER, name: null });
    renderProfile('/profile', { profile: () => profileOk({ ...USER, name: null, coins: 1 }) });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('9876543210');
    expect(screen.getByText('1 coin')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-coins')).not.toBeInTheDocument();
  });

  it('shows coins that orders will earn once final as pending', async () => {
    signIn();
    renderProfile('/profile', { profile: () => profileOk({ ...USER, coins: 12, pendingCoins: 289 }) });
    expect(await screen.findByText('12 coins')).toBeInTheDocument();
    expect(screen.getByTestId('pending-coins')).toHaveTextContent(
      '289 coins pending — yours once your orders are delivered and the return window closes',
    );
  });

  it('falls back to the email without name and phone', async () => {
    signIn();
    renderProfile('/profile', { profile: () => profileOk({ ...USER, name: ' ', phone: null }) });
    await waitFor(() => expect(screen.getByTestId('profile-name')).toHaveTextContent('asha@example.com'));
  });

  it('shows the photo when there is one', async () => {
    signIn();
    renderProfile('/profile', { profile: () => profileOk({ ...USER, image: 'me.webp' }) });
    await screen.findByText('140 coins');
    expect(document.querySelector('img[src="/uploads/me.webp"]')).not.toBeNull();
  });

  it("says 'Failed to fetch profile' with Try Again when the server refuses, and loads on retry", async () => {
    signIn();
    let calls = 0;
    renderProfile('/profile', {
      profile: () => (++calls <= 2 ? refusal(503, 'Database away') : profileOk()),
    });
    expect(await screen.findByText('Failed to fetch profile')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('140 coins')).toBeInTheDocument();
  });

  it('says an error occurred when no answer comes', async () => {
    signIn();
    renderProfile('/profile', {
      profile: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByText('An error occurred while fetching profile')).toBeInTheDocument();
  });

  it('switches to the guest menu when the shopper signs out in another tab', async () => {
    signIn();
    renderProfile();
    await screen.findByText('140 coins');
    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(await screen.findByRole('link', { name: /^Sign in/ })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Guest');
  });

  it('clears the sign-in and goes to /signin after 1 s when the session is gone (401)', async () => {
    signIn();
    const error = vi.spyOn(toast, 'error');
    const { router } = renderProfile('/profile', {
      profile: () => refusal(401, 'Login Required.'),
    });
    await waitFor(() => expect(getStoredToken()).toBeNull());
    expect(localStorage.getItem(USERNAME_KEY)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('shows the More entries for signed-in shoppers', async () => {
    signIn();
    renderProfile('/profile?view=more');
    const more = await screen.findByRole('navigation', { name: 'More' });
    expect(within(more).getByRole('link', { name: /Wishlist/ })).toHaveAttribute('href', '/wishlist');
    expect(within(more).getByRole('link', { name: /Manage Address/ })).toHaveAttribute(
      'href',
      '/manage-address',
    );
    expect(within(more).getByRole('button', { name: /Delete Account/ })).toBeInTheDocument();
  });
});

describe('feedback dialog', () => {
  it('keeps Send disabled while the message is blank and composes the support mail without any call', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { api } = renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: /Feedback & Information/ }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback & Information' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    const message = within(dialog).getByLabelText('Your message');
    expect(send).toBeDisabled();
    fireEvent.change(message, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(message, { target: { value: 'Love the frocks & tees?\nMore sizes please' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(open).toHaveBeenCalledWith(
      'mailto:care@littleloom.in?subject=Feedback%20%26%20Information&body=Love%20the%20frocks%20%26%20tees%3F%0AMore%20sizes%20please',
      '_self',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.spy).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('ends the session, clears the stored sign-in and the cached profile, then goes to /signin after 1 s', async () => {
    signIn();
    const success = vi.spyOn(toast, 'success');
    const { router, client, api } = renderProfile('/profile', {
      logout: () => ({ message: 'Logged out successfully!' }),
    });
    await screen.findByText('140 coins');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Logged out successfully!', { duration: 3000 }));
    const [sent] = api.calls('logout');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(getStoredToken()).toBeNull();
    expect(localStorage.getItem(USERNAME_KEY)).toBeNull();
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(router.state.location.pathname).toBe('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('keeps the shopper signed in and says so when the logout fails', async () => {
    signIn();
    const error = vi.spyOn(toast, 'error');
    renderProfile('/profile', {
      logout: () => refusal(503, 'Database away'),
    });
    await screen.findByText('140 coins');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Something went wrong during logout. Please try again.', {
        duration: 4000,
      }),
    );
    expect(getStoredToken()).toBe('tok-1');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('still clears and goes to /signin when the server no longer knows the session (401)', async () => {
    signIn();
    const { router } = renderProfile('/profile', {
      logout: () => refusal(401, 'Login Required.'),
    });
    await screen.findByText('140 coins');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getStoredToken()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

describe('delete account', () => {
  const deleted = () => ({ message: 'Your account has been deleted.' });

  async function openDeleteDialog(deleteAccount: FakeHandlers['deleteAccount']) {
    signIn();
    const view = renderProfile('/profile?view=more', { deleteAccount });
    await screen.findByText('140 coins');
    fireEvent.click(screen.getByRole('button', { name: /Delete Account/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    return { ...view, dialog };
  }

  it('explains what is erased and kept, and Cancel closes without a call', async () => {
    const { dialog, api } = await openDeleteDialog(deleted);
    expect(dialog).toHaveTextContent(/erases your account and personal data/);
    expect(dialog).toHaveTextContent(/orders are kept for the shop's records/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('deleteAccount')).toHaveLength(0);
  });

  it('deletes on confirm: storage cleared, an alert, then /login', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { dialog, router, api, client } = await openDeleteDialog(deleted);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [sent] = api.calls('deleteAccount');
    expect(sent?.method).toBe('DELETE');
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(alert).toHaveBeenCalledWith('Your account has been successfully deleted.');
    expect(getStoredToken()).toBeNull();
    expect(client.getQueryData(['profile'])).toBeUndefined();
  });

  it('says so and keeps the account signed in when deletion fails', async () => {
    const error = vi.spyOn(toast, 'error');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { dialog, router } = await openDeleteDialog(() => refusal(503, 'Database away'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to delete account. Please try again or contact support.', {
        duration: 4000,
      }),
    );
    expect(alert).not.toHaveBeenCalled();
    expect(getStoredToken()).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/profile');
  });
});

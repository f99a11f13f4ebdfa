// The address chosen for one checkout (rules/accounts §2: Continue stores the chosen address id locally).
// The shared choice ('selectedAddressId', web/lib/selected-address.ts) follows the address screens
// (another tab, a deletion, a new sign-in all change it); the payment step keeps the one Continue
// confirmed for this checkout, so a reload of /cod/{id} still shows and uses it. Tab storage: it
// survives reloads and goes with the tab, so old checkouts do not pile up in the browser.

const keyOf = (checkoutId: string) => `checkoutAddress:${checkoutId}`;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Blocked storage: the shared choice is all there is.
    return null;
  }
}

export function rememberCheckoutAddress(checkoutId: string, addressId: string): void {
  tabStorage()?.setItem(keyOf(checkoutId), addressId);
}

export function checkoutAddressId(checkoutId: string): string | null {
  return tabStorage()?.getItem(keyOf(checkoutId)) || null;
}

export function forgetCheckoutAddress(checkoutId: string): void {
  tabStorage()?.removeItem(keyOf(checkoutId));
}

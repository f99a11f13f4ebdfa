import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { ADDRESS_MESSAGES, type Address, type AddressInput } from '../../../contract/address.ts';
import { TOAST_MS_ACCOUNT } from '../../../contract/constants.ts';
import { readAddress, reloadAddresses } from '../../lib/addresses.ts';
import type { ApiResult } from '../../lib/api.ts';
import {
  clearSelectedAddressId,
  getSelectedAddressId,
  storeSelectedAddressId,
} from '../../lib/selected-address.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { addAddress } from './api/add-address.ts';
import { deleteAddress } from './api/delete-address.ts';
import { updateAddress } from './api/update-address.ts';
import { type AddressFieldError, addFailureText, fieldErrorsOf } from './save-feedback.ts';

// Add, edit and delete (accounts §7, §8): each says how it went in a toast and reads the list again.

export type ChangeOutcome = { status: 'done' } | { status: 'failed'; fieldErrors: AddressFieldError[] };

interface Done {
  /** The answer's body (an add answers with the saved address). */
  data: unknown;
  /** Settles once the list has been read again. */
  reloaded: Promise<void>;
}

const success = (message: string) => toast.success(message, { duration: TOAST_MS_ACCOUNT.success });
const failure = (message: string) => toast.error(message, { duration: TOAST_MS_ACCOUNT.error });

/** Runs one call at a time and turns its answer into an outcome; a lost session goes to /signin. */
function useChange<A extends unknown[]>(
  call: (...args: A) => Promise<ApiResult<unknown>>,
  texts: { done: string; failed: (result: Extract<ApiResult<unknown>, { success: false }>) => string },
  afterDone?: (done: Done, ...args: A) => void,
) {
  const client = useQueryClient();
  const expire = useSessionExpiry();
  const [pending, setPending] = useState(false);

  async function run(...args: A): Promise<ChangeOutcome> {
    setPending(true);
    const result = await call(...args);
    // Committed at once, so the fields are enabled again before a failure puts the focus on one.
    flushSync(() => setPending(false));
    if (result.success) {
      success(texts.done);
      const reloaded = reloadAddresses(client);
      afterDone?.({ data: result.data, reloaded }, ...args);
      return { status: 'done' };
    }
    if (expire(result)) return { status: 'failed', fieldErrors: [] };
    failure(texts.failed(result));
    // A refused change may mean the list moved on (deleted in another tab): read it again.
    void reloadAddresses(client);
    return { status: 'failed', fieldErrors: fieldErrorsOf(result.error) };
  }

  return { run, pending };
}

/** The id of the address an add answered with ({ data: Address }), or null. */
function addedId(body: unknown): string | null {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  return readAddress(data)?._id ?? null;
}

/**
 * Add. With `choose` (the address selection screen) the new address becomes the chosen one: the
 * shopper added it to send this order there. It is chosen once the list has read it again, because
 * the screen forgets a choice that is not in its list.
 */
export function useAddAddress({ choose = false }: { choose?: boolean } = {}) {
  const { run, pending } = useChange(
    (values: AddressInput) => addAddress(values),
    { done: ADDRESS_MESSAGES.added, failed: (result) => addFailureText(result.error) },
    ({ data, reloaded }) => {
      const id = choose ? addedId(data) : null;
      if (id) void reloaded.then(() => storeSelectedAddressId(id));
    },
  );
  return { add: run, adding: pending };
}

export function useUpdateAddress() {
  const { run, pending } = useChange(
    (address: Address, values: AddressInput) => updateAddress(address._id, values),
    { done: ADDRESS_MESSAGES.updated, failed: () => ADDRESS_MESSAGES.updateFailed },
  );
  return { update: run, updating: pending };
}

export function useDeleteAddress() {
  const { run, pending } = useChange(
    (address: Address) => deleteAddress(address._id),
    {
      done: ADDRESS_MESSAGES.deleted,
      failed: () => ADDRESS_MESSAGES.deleteFailed,
    },
    (_done, address) => {
      // A deleted address cannot stay the chosen one.
      if (getSelectedAddressId() === address._id) clearSelectedAddressId();
    },
  );
  return { remove: run, removing: pending };
}

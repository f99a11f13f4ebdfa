import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { ADDRESS_MESSAGES, type Address, type AddressInput } from '../../../contract/address.ts';
import { TOAST_MS_ACCOUNT } from '../../../contract/constants.ts';
import { reloadAddresses } from '../../lib/addresses.ts';
import type { ApiResult } from '../../lib/api.ts';
import { clearSelectedAddressId, getSelectedAddressId } from '../../lib/selected-address.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { addAddress } from './api/add-address.ts';
import { deleteAddress } from './api/delete-address.ts';
import { updateAddress } from './api/update-address.ts';
import { type AddressFieldError, addFailureText, fieldErrorsOf } from './save-feedback.ts';

// Add, edit and delete (accounts §7, §8): each says how it went in a toast and reads the list again.

export type ChangeOutcome = { status: 'done' } | { status: 'failed'; fieldErrors: AddressFieldError[] };

const success = (message: string) => toast.success(message, { duration: TOAST_MS_ACCOUNT.success });
const failure = (message: string) => toast.error(message, { duration: TOAST_MS_ACCOUNT.error });

/** Runs one call at a time and turns its answer into an outcome; a lost session goes to /signin. */
function useChange<A extends unknown[]>(
  call: (...args: A) => Promise<ApiResult<unknown>>,
  texts: { done: string; failed: (result: Extract<ApiResult<unknown>, { success: false }>) => string },
  afterDone?: (...args: A) => void,
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
      afterDone?.(...args);
      void reloadAddresses(client);
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

export function useAddAddress() {
  const { run, pending } = useChange((values: AddressInput) => addAddress(values), {
    done: ADDRESS_MESSAGES.added,
    failed: (result) => addFailureText(result.error),
  });
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
    (address) => {
      // A deleted address cannot stay the chosen one.
      if (getSelectedAddressId() === address._id) clearSelectedAddressId();
    },
  );
  return { remove: run, removing: pending };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Address, AddressInput } from '../../../contract/address.ts';
import { readAddress, reloadAddresses } from '../../lib/addresses.ts';
import { type ApiResult, unwrap } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { recordOr } from '../../lib/read.ts';
import {
  clearSelectedAddressId,
  getSelectedAddressId,
  storeSelectedAddressId,
} from '../../lib/selected-address.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { ADDRESS_SAYS } from './address-texts.ts';
import { addAddress } from './api/add-address.ts';
import { deleteAddress } from './api/delete-address.ts';
import { type AddressUpdate, updateAddress } from './api/update-address.ts';
import { type AddressFieldError, addFailureText, fieldErrorsOf } from './save-feedback.ts';

// Add, edit and delete (rules/accounts §7, §8): each says how it went in a toast and reads the list again.

export type ChangeOutcome = { status: 'done' } | { status: 'failed'; fieldErrors: AddressFieldError[] };

interface Done {
  /** The answer's body (an add answers with the saved address). */
  data: unknown;
  /** Settles once the list has been read again. */
  reloaded: Promise<void>;
}

/**
 * Runs a change as an account action and turns it into an outcome for the form: a lost session goes
 * to /signin; any other failure is said in a toast and brings the server's field messages back.
 */
function useChange<A extends unknown[]>(
  send: (...args: A) => Promise<ApiResult<unknown>>,
  texts: { done: string; failed: (failure: unknown) => string },
  afterDone?: (done: Done, ...args: A) => void,
) {
  const client = useQueryClient();
  // Kept apart from the action's own state so it can be committed at once (see run).
  const [pending, setPending] = useState(false);
  const action = useAccountAction({
    mutationFn: (args: A) => unwrap(send(...args)),
    onSuccess: (data, args) => {
      notifySuccess(texts.done, 'account');
      const reloaded = reloadAddresses(client);
      afterDone?.({ data, reloaded }, ...args);
    },
    onError: (error) => {
      notifyError(texts.failed(error), 'account');
      // A refused change may mean the list moved on (deleted in another tab): read it again.
      void reloadAddresses(client);
    },
  });

  async function run(...args: A): Promise<ChangeOutcome> {
    setPending(true);
    try {
      await action.mutateAsync(args);
      return { status: 'done' };
    } catch (error) {
      return { status: 'failed', fieldErrors: fieldErrorsOf(error) };
    } finally {
      // Committed at once, so the fields are enabled again before a failure puts the focus on one.
      flushSync(() => setPending(false));
    }
  }

  return { run, pending };
}

/** The id of the address an add answered with ({ data: Address }), or null. */
function addedId(body: unknown): string | null {
  return readAddress(recordOr(body).data)?._id ?? null;
}

/**
 * Add. With `choose` (the address selection screen) the new address becomes the chosen one: the
 * shopper added it to send this order there. It is chosen once the list has read it again, because
 * the screen forgets a choice that is not in its list.
 */
export function useAddAddress({ choose = false }: { choose?: boolean } = {}) {
  const { run, pending } = useChange(
    (values: AddressInput) => addAddress(values),
    { done: ADDRESS_SAYS.added, failed: addFailureText },
    ({ data, reloaded }) => {
      const id = choose ? addedId(data) : null;
      if (id) void reloaded.then(() => storeSelectedAddressId(id));
    },
  );
  return { add: run, adding: pending };
}

export function useUpdateAddress() {
  const { run, pending } = useChange(
    (address: Address, values: AddressUpdate) => updateAddress(address._id, values),
    { done: ADDRESS_SAYS.updated, failed: () => ADDRESS_SAYS.updateFailed },
  );
  return { update: run, updating: pending };
}

export function useDeleteAddress() {
  const { run, pending } = useChange(
    (address: Address) => deleteAddress(address._id),
    {
      done: ADDRESS_SAYS.deleted,
      failed: () => ADDRESS_SAYS.deleteFailed,
    },
    (_done, address) => {
      // A deleted address cannot stay the chosen one.
      if (getSelectedAddressId() === address._id) clearSelectedAddressId();
    },
  );
  return { remove: run, removing: pending };
}

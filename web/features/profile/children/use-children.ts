import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { ChildProfile, ChildProfileBody } from '../../../../contract/child-profile.ts';
import { tr } from '../../../i18n/texts.ts';
import { type ApiResult, unwrap } from '../../../lib/api.ts';
import { failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAccountAction } from '../../../lib/use-account-action.ts';
import { useAccountQuery } from '../../../lib/use-account-query.ts';
import type { ChildField, ChildFieldErrors } from './child-form.ts';
import {
  addChild,
  childrenQueryKey,
  fetchChildren,
  reloadChildren,
  removeChild,
  updateChild,
} from './children-api.ts';

// The children list and its changes: each change says how it went in a toast and reads the list again;
// a refused one hands the server's per-field messages back to the form.

export function useChildren() {
  const { data, ...state } = useAccountQuery(childrenQueryKey, fetchChildren);
  return { ...state, children: data };
}

export type ChangeOutcome = { status: 'done' } | { status: 'failed'; errors: ChildFieldErrors };

const FIELDS: readonly ChildField[] = ['name', 'birthMonth', 'gender', 'heightCm'];

function fieldErrorsOf(failure: unknown): ChildFieldErrors {
  const errors: ChildFieldErrors = {};
  for (const { field, msg } of fieldErrors(failure)) {
    const known = FIELDS.find((f) => f === field);
    if (known && !errors[known]) errors[known] = msg;
  }
  return errors;
}

/** Which of the contract's CHILD_MESSAGES a change that went through says. */
type Done = 'added' | 'updated' | 'removed';

function useChange<A extends unknown[]>(send: (...args: A) => Promise<ApiResult<unknown>>, done: Done) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const action = useAccountAction({
    mutationFn: (args: A) => unwrap(send(...args)),
    onSuccess: async () => {
      notifySuccess(tr(`account:messages.children.${done}`), 'account');
      await reloadChildren(client);
    },
    onError: (error) => {
      notifyError(failureText(error, { failed: tr('account:children.saveFailed') }), 'account');
      // A refused change may mean the list moved on (changed in another tab): read it again.
      void reloadChildren(client);
    },
  });

  async function run(...args: A): Promise<ChangeOutcome> {
    setPending(true);
    try {
      await action.mutateAsync(args);
      return { status: 'done' };
    } catch (error) {
      return { status: 'failed', errors: fieldErrorsOf(error) };
    } finally {
      // Committed at once, so the fields are enabled again before a failure puts the focus on one.
      flushSync(() => setPending(false));
    }
  }

  return { run, pending };
}

export const useAddChild = () => useChange((body: ChildProfileBody) => addChild(body), 'added');

export const useUpdateChild = () =>
  useChange((child: ChildProfile, body: ChildProfileBody) => updateChild(child._id, body), 'updated');

export const useRemoveChild = () => useChange((child: ChildProfile) => removeChild(child._id), 'removed');

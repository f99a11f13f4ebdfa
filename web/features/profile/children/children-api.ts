import type { QueryClient } from '@tanstack/react-query';
import {
  CHILD_GENDERS,
  type ChildProfile,
  type ChildProfileBody,
} from '../../../../contract/child-profile.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { CHILDREN_QUERY_KEY } from '../../../lib/children.ts';
import { listOr, numberOrNull, recordOr, textOr } from '../../../lib/read.ts';

// The shopper's children over the API (GET/POST /user/children, PATCH/DELETE /user/children/{id}).
// The list is read field by field, so one odd row cannot break the screen.

export const childrenQueryKey = CHILDREN_QUERY_KEY;

export function readChild(value: unknown): ChildProfile | null {
  const row = recordOr(value);
  const id = textOr(row._id);
  const birthMonth = textOr(row.birthMonth);
  const gender = CHILD_GENDERS.find((g) => g === row.gender);
  if (!id || !/^\d{4}-\d{2}$/.test(birthMonth) || !gender) return null;
  return { _id: id, name: textOr(row.name), birthMonth, gender, heightCm: numberOrNull(row.heightCm) };
}

export async function fetchChildren(signal?: AbortSignal): Promise<ChildProfile[]> {
  const result = await call('children', { signal });
  if (!result.success) throw new ApiRequestError(result);
  return listOr(result.data?.children)
    .map(readChild)
    .filter((child): child is ChildProfile => child !== null);
}

/** Reads the list again (after an add, edit or removal) and waits for it. */
export function reloadChildren(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: childrenQueryKey, exact: true });
}

export const addChild = (body: ChildProfileBody) => call('childAdd', { body });
export const updateChild = (id: string, body: Partial<ChildProfileBody>) =>
  call('childUpdate', { params: { id }, body });
export const removeChild = (id: string) => call('childRemove', { params: { id } });

import {
  birthMonthProblem,
  CHILD_MESSAGES,
  CHILDREN_MAX,
  type ChildProfile,
  type ChildProfileBody,
} from '../../../contract/child-profile.ts';
import { indiaDate } from '../../../contract/india-time.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

// A shopper's children (the account's "My children"): what listings and product pages read to offer
// the size that fits. The birth month is judged on the shop's clock in India time, so a shopper is never
// told "this month is in the future" on the first evening of a month.

export type ChildUpdate = Partial<ChildProfileBody>;

export interface ChildrenService {
  /** In the order they were added; empty when the shopper has none. */
  list(userId: string): Promise<ChildProfile[]>;
  /** 409 once the shopper keeps CHILDREN_MAX children; 400 for a birth month in the future or too long ago. */
  add(userId: string, input: ChildProfileBody): Promise<ChildProfile>;
  /** Changes the fields given; 404 for an id the shopper does not own. */
  update(userId: string, id: string, input: ChildUpdate): Promise<ChildProfile>;
  remove(userId: string, id: string): Promise<void>;
}

function toChild(row: repo.ChildRow): ChildProfile {
  return {
    _id: row.id,
    name: row.name,
    // Stored as the first of the month; the shopper only ever gave the month.
    birthMonth: row.birthMonth.slice(0, 7),
    gender: row.gender as ChildProfile['gender'],
    heightCm: row.heightCm,
  };
}

const firstOfMonth = (birthMonth: string) => `${birthMonth}-01`;
/** Heights are kept in whole centimetres (the column is an integer). */
const wholeCm = (heightCm: number | null | undefined) => (heightCm == null ? null : Math.round(heightCm));

/** The fields a change writes: only those it names. */
function changedFields(input: ChildUpdate): Partial<repo.ChildFields> {
  const fields: Partial<repo.ChildFields> = {};
  if (input.name !== undefined) fields.name = input.name;
  if (input.birthMonth !== undefined) fields.birthMonth = firstOfMonth(input.birthMonth);
  if (input.gender !== undefined) fields.gender = input.gender;
  if (input.heightCm !== undefined) fields.heightCm = wholeCm(input.heightCm);
  return fields;
}

export function createChildrenService({ db, clock }: { db: Db; clock: () => Date }): ChildrenService {
  function checkBirthMonth(birthMonth: string | undefined) {
    if (birthMonth === undefined) return;
    const problem = birthMonthProblem(birthMonth, indiaDate(clock()).slice(0, 7));
    if (problem) throw badRequest(problem, [{ field: 'birthMonth', msg: problem }]);
  }

  return {
    async list(userId) {
      return (await repo.childrenOf(db, userId)).map(toChild);
    },

    async add(userId, input) {
      checkBirthMonth(input.birthMonth);
      const row = await inTransaction(db, async (tx) => {
        await repo.lockChildrenOf(tx, userId);
        if ((await repo.countChildren(tx, userId)) >= CHILDREN_MAX) throw conflict(CHILD_MESSAGES.tooMany);
        const fields: repo.ChildFields = {
          name: input.name,
          birthMonth: firstOfMonth(input.birthMonth),
          gender: input.gender,
          heightCm: wholeCm(input.heightCm),
        };
        return repo.insertChild(tx, userId, fields, clock());
      });
      return toChild(row);
    },

    async update(userId, id, input) {
      checkBirthMonth(input.birthMonth);
      const row = await repo.updateChild(db, userId, id, changedFields(input));
      if (!row) throw notFound(CHILD_MESSAGES.notFound);
      return toChild(row);
    },

    async remove(userId, id) {
      if (!(await repo.deleteChild(db, userId, id))) throw notFound(CHILD_MESSAGES.notFound);
    },
  };
}

import type { PublicUser } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type CoinService, createCoinService } from '../coins/index.ts';
import * as repo from './repo.ts';

// The shop's accounts as other modules see them: finding a live user, creating one (sign-up, social
// sign-in) and showing one as the API does. Reads take an optional Db (a transaction that must see
// its own writes); `create` takes the Db it writes in.

export type { NewUser, UserRow } from './repo.ts';

export interface UserDeps {
  db: Db;
  /** brandCode starts every referral code; returnWindowDays decides when earned coins count. */
  config: Pick<Config, 'brandCode' | 'returnWindowDays'>;
  coins?: CoinService;
}

export interface UserService {
  byId(id: string, db?: Db): Promise<repo.UserRow | undefined>;
  /** By phone in stored form (+91XXXXXXXXXX). */
  byPhone(phoneE164: string, db?: Db): Promise<repo.UserRow | undefined>;
  /** By lower-case email. */
  byEmail(email: string, db?: Db): Promise<repo.UserRow | undefined>;
  byReferralCode(code: string, db?: Db): Promise<repo.UserRow | undefined>;
  /**
   * Creates a user with a fresh referral code. A clash on phone or email surfaces as the database's
   * unique violation: see isPhoneTaken and isEmailTaken.
   */
  create(tx: Db, input: repo.NewUser): Promise<repo.UserRow>;
  /** The user as the API shows it, with the coins read now. */
  toPublic(user: repo.UserRow, db?: Db): Promise<PublicUser>;
  /** A live user as the API shows it, coins included, in one read; null when there is no such live user. */
  publicById(userId: string): Promise<PublicUser | null>;
}

/** The error of a write that gave a live user a phone another live user has. */
export const isPhoneTaken = (error: unknown) => isUniqueViolation(error, 'users_phone_live_key');
/** The error of a write that gave a live user an email another live user has. */
export const isEmailTaken = (error: unknown) => isUniqueViolation(error, 'users_email_live_key');

export function createUserService(deps: UserDeps): UserService {
  const { db, config } = deps;
  const coins = deps.coins ?? createCoinService(deps);
  let publicUserById: ((userId: string) => Promise<PublicUser | null>) | undefined;

  return {
    byId: (id, on = db) => repo.userById(on, id),
    byPhone: (phone, on = db) => repo.userByPhone(on, phone),
    byEmail: (email, on = db) => repo.userByEmail(on, email),
    byReferralCode: (code, on = db) => repo.userByReferralCode(on, code),
    create: (tx, input) => repo.insertUser(tx, config.brandCode, input),

    async toPublic(user, on = db) {
      const [balance, pending] = await Promise.all([coins.balance(user.id, on), coins.pending(user.id, on)]);
      return repo.publicUser(user, balance, pending);
    },

    publicById(userId) {
      // Prepared on first use: every signed-in page asks for it.
      publicUserById ??= repo.preparePublicUserById(db);
      return publicUserById(userId);
    },
  };
}

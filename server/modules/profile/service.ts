import type { PublicUser } from '../../../contract/auth.ts';
import { toE164 } from '../../../contract/auth.ts';
import { PROFILE_MESSAGES, type ProfileUpdateFields } from '../../../contract/profile.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import type { FileStore } from '../../platform/index.ts';
import { type CoinService, createCoinService } from '../coins/index.ts';
import { createSellerErasure, type SellerErasure } from '../seller/index.ts';
import {
  type AccountDeps,
  type AccountLanguages,
  createUserService,
  isEmailTaken,
  isPhoneTaken,
  type UserRow,
  type UserService,
} from '../users/index.ts';
import { removeProfileImage, saveProfileImage, toProfileWebp } from './image.ts';
import { anonymiseUser, lockLiveUser, type ProfileChanges, updateProfile } from './repo.ts';

export interface ProfileUpdate extends ProfileUpdateFields {
  /** The uploaded photo's bytes, not yet checked. */
  image?: Buffer | undefined;
}

export interface ProfileService {
  view(userId: string): Promise<PublicUser>;
  update(userId: string, input: ProfileUpdate): Promise<{ user: PublicUser; image: string | null }>;
  logout(sessionId: string): Promise<void>;
  remove(userId: string): Promise<void>;
}

type ProfileDeps = Pick<AccountDeps, 'db' | 'config' | 'clock' | 'sessions'> & {
  /** Where photos are kept (server/platform/storage.ts). */
  store: FileStore;
  users?: UserService;
  coins?: CoinService;
  /** Seller applications go with the account. */
  sellers?: SellerErasure;
  /** The remembered account languages, told when the shopper changes theirs. */
  languages?: Pick<AccountLanguages, 'forget'>;
};

/** The fields that differ from the stored row, in stored form. */
function changesFrom(user: UserRow, input: ProfileUpdateFields): ProfileChanges {
  const changes: ProfileChanges = {};
  if (input.name !== undefined && input.name !== user.name) changes.name = input.name;
  if (input.email !== undefined && input.email !== user.email) changes.email = input.email;
  if (input.phone !== undefined && toE164(input.phone) !== user.phone) changes.phone = toE164(input.phone);
  if (input.gender !== undefined && input.gender !== user.gender) changes.gender = input.gender;
  if (input.language !== undefined && input.language !== user.language) changes.language = input.language;
  return changes;
}

export function createProfileService(deps: ProfileDeps): ProfileService {
  const { db, clock, sessions, store } = deps;
  const coins = deps.coins ?? createCoinService(deps);
  const users = deps.users ?? createUserService({ ...deps, coins });
  const sellers = deps.sellers ?? createSellerErasure({ store });

  return {
    async view(userId) {
      // Orders that became final since the last look are credited before the balance is shown.
      await coins.creditFinalOrders(db, clock(), userId);
      const user = await users.publicById(userId);
      // The guard saw a live session a moment ago; a deletion in between ends the sign-in.
      if (!user) throw unauthorized();
      return user;
    },

    async update(userId, input) {
      const { image, ...fields } = input;
      // The photo is checked and written before the row changes; a failed write below removes it again.
      const newImage = image ? await saveProfileImage(store, await toProfileWebp(image)) : undefined;
      let before: UserRow;
      let after: UserRow;
      try {
        [before, after] = await inTransaction(db, async (tx) => {
          const user = await lockLiveUser(tx, userId);
          if (!user) throw unauthorized();
          const changes = changesFrom(user, fields);
          if (newImage) changes.image = newImage;
          if (Object.keys(changes).length === 0) throw badRequest(PROFILE_MESSAGES.noChanges);
          return [user, await updateProfile(tx, userId, changes, clock())] as const;
        });
      } catch (error) {
        await removeProfileImage(store, newImage);
        // The live unique indexes decide, so two shoppers saving the same email at once cannot both win.
        if (isEmailTaken(error)) throw conflict(PROFILE_MESSAGES.emailTaken);
        if (isPhoneTaken(error)) throw conflict(PROFILE_MESSAGES.phoneTaken);
        throw error;
      }
      if (newImage) await removeProfileImage(store, before.image);
      if (after.language !== before.language) deps.languages?.forget(userId);
      return { user: await users.toPublic(after), image: after.image };
    },

    async logout(sessionId) {
      await sessions.revoke(sessionId);
    },

    async remove(userId) {
      const { photo, applications } = await inTransaction(db, async (tx) => {
        const user = await lockLiveUser(tx, userId);
        if (!user) throw unauthorized();
        await anonymiseUser(tx, userId, clock());
        // Seller applications hold personal and bank details: they go with the account.
        return { photo: user.image, applications: await sellers.deleteApplicationsOf(tx, userId) };
      });
      sessions.forgetUser(userId);
      // After the commit: a rolled-back deletion must keep its photo and documents.
      await removeProfileImage(store, photo);
      await sellers.removeDocuments(applications);
    },
  };
}

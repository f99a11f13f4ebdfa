// The users module's public surface: accounts (find, create, show), sign-in sessions, and the
// dependencies every account module's routes receive.
export type { AccountDeps } from './deps.ts';
export {
  type DeskShopperRow,
  deskShopperById,
  endSessionsOf,
  isBlocked,
  listShoppers,
  lockDeskShopper,
  makeSeller,
  setBlocked,
} from './desk-repo.ts';
export { type AccountLanguages, createAccountLanguages } from './languages.ts';
export {
  createUserService,
  isEmailTaken,
  isPhoneTaken,
  type NewUser,
  type UserDeps,
  type UserRow,
  type UserService,
} from './service.ts';
export { createSessionService, type SessionService, type SignInMethod } from './sessions.ts';

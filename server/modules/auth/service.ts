import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  INDIAN_MOBILE,
  identifierSchema,
  localPhoneDigits,
  OTP_TTL_MS,
  type OtpPurpose,
  type PublicUser,
  REFERRAL_BONUS,
  RESEND_WAIT_SECONDS,
  RESET_GRANT_TTL_MS,
  toE164,
} from '../../../contract/auth.ts';
import type { Language } from '../../../contract/language.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ShopMetrics } from '../../platform/index.ts';
import { type CoinService, createCoinService } from '../coins/index.ts';
import type { Messenger, OutgoingMessage, SendQueue } from '../messages/index.ts';
import { createNotificationService, type NotificationService } from '../notifications/index.ts';
import {
  type AccountDeps,
  createUserService,
  isEmailTaken,
  isPhoneTaken,
  type UserRow,
  type UserService,
} from '../users/index.ts';
import { createOtpService, type OtpService } from './otp.ts';
import { payReferral, referralPhoneKey } from './referral.ts';
import {
  codeReferral,
  consumeGrant,
  deleteEvent,
  deletePending,
  endGrantsOf,
  eventTimesSince,
  grantIsLive,
  insertGrant,
  lockKey,
  markPhoneVerified,
  pendingByPhone,
  recordEvent,
  revokeSessionsOf,
  setCodeReferral,
  setPasswordHash,
  upsertPending,
} from './repo.ts';

// The rules of sign-up, phone sign-in, password sign-in and password recovery
// (rules/accounts §4, §5, §8; rules/design §5). Answers never tell whether a phone or
// email has an account: those paths do the same work and answer the same.
//
// Codes go in the language of the request that asked for them (request.language: the page the
// shopper is on, decision 028), as there may be no account yet to hold a choice. Their texts are
// written in English and translated when sent (modules/messages/localise.ts), a Hindi SMS under its
// own DLT template.

export const DELIVERY_FAILED_MESSAGE = 'We could not send the code right now. Please try again.';
export const REGISTER_VERIFIED_MESSAGE = 'Phone number verified. Please sign in.';
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export interface CodeSent {
  success: true;
  message: string;
  resendAfter: number;
}
export interface LoginCodeSent extends CodeSent {
  sessionId: string;
}
export interface SignedIn {
  success: true;
  message: string;
  user: PublicUser;
  accessToken: string;
  token: string;
}
export interface Done {
  success: true;
  message: string;
}

/** An identifier as typed into the password sign-in or recovery form: an email or a phone. */
type Identifier =
  | { kind: 'email'; target: string }
  | { kind: 'phone'; target: string }
  | { kind: 'none'; target: string };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(
  deps: AccountDeps & {
    messenger: Messenger;
    sendQueue: SendQueue;
    log: FastifyBaseLogger;
    users?: UserService;
    coins?: CoinService;
    notifications?: Pick<NotificationService, 'notify' | 'notifyRunningOffers'>;
    /** Counts the codes handed to a provider (sign-in, sign-up, reset). */
    metrics?: Pick<ShopMetrics, 'codeSent'>;
  },
) {
  const { db, config, clock, sessions, messenger } = deps;
  const coins = deps.coins ?? createCoinService(deps);
  const users = deps.users ?? createUserService({ ...deps, coins });
  const notifications = deps.notifications ?? createNotificationService(deps);
  const otp: OtpService = createOtpService({ db, secret: deps.secret, clock });
  const shop = config.shopName;
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  // Compared against when no account (or no password) matches, so a miss costs what a hit costs.
  let dummyHash: Promise<string> | undefined;

  // ---- helpers ----

  async function deliver(message: OutgoingMessage): Promise<void> {
    try {
      await messenger.send(message);
      if (message.code) deps.metrics?.codeSent(message.channel);
    } catch (error) {
      // The send stays counted against the limits: a failing provider must not let a caller
      // trigger unlimited attempts, and the shopper is told to try again shortly.
      deps.log.error({ err: error, channel: message.channel }, 'message delivery failed');
      throw new AppError(503, 'DELIVERY_FAILED', DELIVERY_FAILED_MESSAGE);
    }
  }

  function codeText(purpose: OtpPurpose, code: string, email?: string): string {
    const what =
      purpose === 'login'
        ? 'sign-in code'
        : purpose === 'reset'
          ? 'password reset code'
          : // Naming the email lets the phone's owner notice details someone else typed in.
            `sign-up code for ${email}`;
    return `Your ${shop} ${what} is ${code}. It expires in ${minutes} minutes. Do not share it.`;
  }

  async function referrerOrRefuse(code: string | undefined): Promise<UserRow | undefined> {
    if (!code) return undefined;
    const referrer = await users.byReferralCode(code);
    if (!referrer)
      throw badRequest(AUTH_MESSAGES.referralUnknown, [
        { field: 'referredBy', msg: AUTH_MESSAGES.referralUnknown },
      ]);
    return referrer;
  }

  /**
   * Creates the account of a proven phone, paying the referral in the same transaction. When
   * another request created the phone's account first, that account is the answer.
   */
  async function createAccount(input: {
    phone: string;
    name?: string | null;
    email?: string | null;
    referralCode?: string | null | undefined;
  }): Promise<UserRow> {
    const now = clock();
    try {
      return await inTransaction(db, async (tx) => {
        // A referrer deleted since the code was checked simply pays nothing; sign-up still succeeds.
        const referrer = input.referralCode ? await users.byReferralCode(input.referralCode, tx) : undefined;
        const user = await users.create(tx, {
          name: input.name ?? null,
          email: input.email ?? null,
          phone: input.phone,
          referredBy: referrer?.id ?? null,
          phoneVerifiedAt: now,
          now,
        });
        // A new shopper hears about the best offers running now.
        await notifications.notifyRunningOffers(tx, user.id, now);
        if (referrer && referrer.id !== user.id) {
          const paid = await payReferral(tx, coins, {
            phoneKey: referralPhoneKey(deps.secret, input.phone),
            userId: user.id,
            referrerId: referrer.id,
            now,
            monthlyCap: config.referralMonthlyCap,
          });
          const notices = [];
          if (paid.newShopperPaid)
            notices.push({
              userId: user.id,
              title: 'Welcome bonus',
              message: `You joined with a friend's code: ${REFERRAL_BONUS.newShopper} coins are in your account to spend at checkout.`,
              notificationType: 'other' as const,
              ref: `referral-joined:${referrer.id}`,
              createdAt: now,
            });
          if (paid.referrerPaid)
            notices.push({
              userId: referrer.id,
              title: 'Referral reward',
              message: `A friend joined with your referral code: ${REFERRAL_BONUS.referrer} coins have been added to your account.`,
              notificationType: 'other' as const,
              ref: `referral-reward:${user.id}`,
              createdAt: now,
            });
          await notifications.notify(tx, notices);
        }
        return user;
      });
    } catch (error) {
      if (isPhoneTaken(error)) {
        const winner = await users.byPhone(input.phone);
        if (winner) return winner;
      }
      throw error;
    }
  }

  async function signIn(user: UserRow, method: 'otp' | 'password'): Promise<SignedIn> {
    const { accessToken } = await sessions.open(user.id, method);
    return {
      success: true,
      message: AUTH_MESSAGES.loginSuccess,
      user: await users.toPublic(user),
      accessToken,
      token: accessToken,
    };
  }

  /** Email or phone from the first given of `names`, checked with the recovery form's rules. */
  function identifierFrom(body: Record<string, string | undefined>, names: string[]): Identifier {
    const field = names.find((name) => body[name] !== undefined && body[name]?.trim() !== '');
    const raw = field ? (body[field] ?? '') : '';
    const parsed = identifierSchema.safeParse(raw);
    if (!parsed.success) {
      const msg = parsed.error.issues[0]?.message ?? AUTH_MESSAGES.identifierRequired;
      throw badRequest(msg, [{ field: field ?? names[0] ?? 'identifier', msg }]);
    }
    const value = parsed.data;
    if (value.includes('@')) return { kind: 'email', target: value.toLowerCase() };
    const local = localPhoneDigits(value);
    return INDIAN_MOBILE.test(local)
      ? { kind: 'phone', target: toE164(local) }
      : { kind: 'none', target: local };
  }

  function userOf(identifier: Identifier): Promise<UserRow | undefined> {
    if (identifier.kind === 'email') return users.byEmail(identifier.target);
    if (identifier.kind === 'phone') return users.byPhone(identifier.target);
    return Promise.resolve(undefined);
  }

  /** The "you already have an account" SMS: counted and limited like a code, so answers stay alike. */
  async function sendAlreadyRegistered(phone: string, language: Language): Promise<void> {
    await otp.issue('register', phone, { withCode: false });
    await deliver({
      to: phone,
      channel: 'sms',
      template: 'account-exists',
      text: `${shop}: this phone number already has an account. Sign in with your phone number; no new sign-up is needed.`,
      language,
    });
  }

  async function sendRegisterCode(
    pending: { phone: string; name: string; email: string; referralCode: string | null },
    save: boolean,
    language: Language,
  ) {
    const sent = await otp.issue('register', pending.phone, {
      withCode: true,
      // The details are kept only when the send is allowed, together with its record.
      ...(save
        ? { alongside: (tx: Db, now: Date) => upsertPending(tx, { ...pending, createdAt: now }) }
        : {}),
    });
    const code = sent.code as string;
    await deliver({
      to: pending.phone,
      channel: 'sms',
      template: 'sign-up-code',
      text: codeText('register', code, pending.email),
      code,
      language,
    });
  }

  // ---- sign-up ----

  async function register(
    body: {
      name: string;
      email: string;
      phone: string;
      referredBy?: string | undefined;
    },
    language: Language,
  ): Promise<CodeSent> {
    await referrerOrRefuse(body.referredBy);
    const phone = toE164(body.phone);
    if (await users.byPhone(phone)) {
      await sendAlreadyRegistered(phone, language);
    } else {
      await sendRegisterCode(
        { phone, name: body.name, email: body.email, referralCode: body.referredBy ?? null },
        true,
        language,
      );
    }
    return { success: true, message: AUTH_MESSAGES.signupSent, resendAfter: RESEND_WAIT_SECONDS.register };
  }

  async function resendRegistration(body: { phone: string }, language: Language): Promise<CodeSent> {
    const phone = toE164(body.phone);
    if (await users.byPhone(phone)) {
      await sendAlreadyRegistered(phone, language);
    } else {
      const pending = await pendingByPhone(db, phone);
      // Nothing to resend without a sign-up in progress; the answer is the same.
      if (pending) await sendRegisterCode(pending, false, language);
    }
    return { success: true, message: AUTH_MESSAGES.signupResent, resendAfter: RESEND_WAIT_SECONDS.register };
  }

  async function verifyRegistration(body: { phone: string; otp: string }): Promise<Done> {
    const phone = toE164(body.phone);
    if (!(await otp.check('register', phone, body.otp))) throw badRequest(AUTH_MESSAGES.codeInvalid);
    const pending = await pendingByPhone(db, phone);
    if (!pending) throw badRequest(AUTH_MESSAGES.codeInvalid);
    // The phone is proven. If it got an account meanwhile (e.g. by phone sign-in), that account stands.
    if (!(await users.byPhone(phone))) {
      try {
        await createAccount({
          phone,
          name: pending.name,
          email: pending.email,
          referralCode: pending.referralCode,
        });
      } catch (error) {
        if (isEmailTaken(error)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw error;
      }
    }
    await deletePending(db, phone);
    return { success: true, message: REGISTER_VERIFIED_MESSAGE };
  }

  // ---- phone sign-in ----

  async function sendLoginCode(
    body: { phone: string; referredBy?: string | undefined },
    resend: boolean,
    language: Language,
  ): Promise<LoginCodeSent> {
    await referrerOrRefuse(body.referredBy);
    const phone = toE164(body.phone);
    const referredBy = body.referredBy;
    const sent = await otp.issue('login', phone, { withCode: true });
    // Remembered on the code for the verify, which may create the account (the verify may name it again).
    if (referredBy && sent.codeId) await setCodeReferral(db, sent.codeId, referredBy);
    const code = sent.code as string;
    await deliver({
      to: phone,
      channel: 'sms',
      template: 'sign-in-code',
      text: codeText('login', code),
      code,
      language,
    });
    return {
      success: true,
      message: resend ? AUTH_MESSAGES.otpResent : AUTH_MESSAGES.otpSent,
      sessionId: sent.codeId as string,
      resendAfter: RESEND_WAIT_SECONDS.login,
    };
  }

  async function verifyLoginCode(body: {
    phone: string;
    otp: string;
    sessionId: string;
    referredBy?: string | undefined;
  }): Promise<SignedIn> {
    await referrerOrRefuse(body.referredBy);
    const phone = toE164(body.phone);
    if (!(await otp.check('login', phone, body.otp, body.sessionId)))
      throw badRequest(AUTH_MESSAGES.codeInvalid);
    let user = await users.byPhone(phone);
    if (!user) {
      const remembered = await codeReferral(db, body.sessionId);
      user = await createAccount({ phone, referralCode: body.referredBy ?? remembered });
    } else if (!user.phoneVerifiedAt) {
      await markPhoneVerified(db, user.id, clock());
    }
    return signIn(user, 'otp');
  }

  // ---- password sign-in ----

  async function passwordLogin(body: {
    identifier?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
    password: string;
  }): Promise<SignedIn> {
    const identifier = identifierFrom(body, ['identifier', 'email', 'phone']);
    const user = await userOf(identifier);
    // Failures count per account when there is one (so email and phone share a limit), else per identifier.
    const key = user ? `user:${user.id}` : `id:${identifier.target}`;
    // Reserve the try as a failure first, under the key's lock, so parallel guesses cannot pass the limit.
    const reservation = await inTransaction(db, async (tx) => {
      await lockKey(tx, `login:${key}`);
      const now = clock();
      const failures = await eventTimesSince(
        tx,
        'login_failed',
        key,
        new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
      );
      if (failures.length >= LOGIN_FAILURE_LIMIT) {
        const leaving = failures[failures.length - LOGIN_FAILURE_LIMIT] as Date;
        const retry = Math.max(
          1,
          Math.ceil((leaving.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000),
        );
        throw tooManyRequests(AUTH_MESSAGES.tooManyLogins, retry);
      }
      return recordEvent(tx, { kind: 'login_failed', target: key, createdAt: now });
    });
    const stored = user?.passwordHash;
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const matches = await verifyPassword(body.password, stored ?? (await dummyHash));
    if (!user || !stored || !matches) throw unauthorized(AUTH_MESSAGES.loginFailed);
    await deleteEvent(db, reservation);
    return signIn(user, 'password');
  }

  // ---- password recovery ----

  async function sendResetCode(
    body: {
      email?: string | undefined;
      phone?: string | undefined;
    },
    language: Language,
  ): Promise<CodeSent> {
    const identifier = identifierFrom(body, ['email', 'phone']);
    if (identifier.kind === 'none')
      throw badRequest(AUTH_MESSAGES.identifierPhoneInvalid, [
        { field: body.phone !== undefined ? 'phone' : 'email', msg: AUTH_MESSAGES.identifierPhoneInvalid },
      ]);
    const user = await userOf(identifier);
    const sent = await otp.issue('reset', identifier.target, { withCode: user !== undefined });
    if (sent.code) {
      // Sent after the answer (retried, failures logged): only an existing account gets a message, so
      // waiting for the provider here, or a 503 when it fails, would tell that the account exists.
      const channel = identifier.kind === 'email' ? 'email' : 'sms';
      const text = codeText('reset', sent.code);
      deps.sendQueue.enqueue({
        to: identifier.target,
        channel,
        ...(channel === 'sms' ? { template: 'reset-code' as const } : {}),
        // The SMS's sentence is the email's body too; both are translated when sent.
        text,
        code: sent.code,
        subject: `${shop} password reset code`,
        language,
      });
      deps.metrics?.codeSent(channel);
    }
    return { success: true, message: AUTH_MESSAGES.codeSentNeutral, resendAfter: RESEND_WAIT_SECONDS.reset };
  }

  async function verifyResetCode(body: {
    email?: string | undefined;
    phone?: string | undefined;
    otp: string;
  }) {
    const identifier = identifierFrom(body, ['email', 'phone']);
    const wrong = () => badRequest(AUTH_MESSAGES.resetOtpWrong);
    if (identifier.kind === 'none') throw wrong();
    if (!(await otp.check('reset', identifier.target, body.otp))) throw wrong();
    const user = await userOf(identifier);
    if (!user) throw wrong();
    const tempToken = randomBytes(32).toString('base64url');
    const now = clock();
    await insertGrant(db, {
      userId: user.id,
      tokenHash: sha256(tempToken),
      expiresAt: new Date(now.getTime() + RESET_GRANT_TTL_MS),
      createdAt: now,
    });
    return { success: true as const, message: AUTH_MESSAGES.resetVerified, tempToken };
  }

  async function resetPassword(body: { tempToken: string; newPassword: string }): Promise<Done> {
    const tokenHash = sha256(body.tempToken);
    // A made-up token costs no scrypt work; a real one is hashed for before the transaction, since
    // scrypt takes a while and must not hold a connection.
    if (!(await grantIsLive(db, tokenHash, clock()))) throw badRequest(AUTH_MESSAGES.resetGrantInvalid);
    const passwordHash = await hashPassword(body.newPassword);
    const done = await inTransaction(db, async (tx) => {
      const now = clock();
      const userId = await consumeGrant(tx, tokenHash, now);
      if (!userId) return false;
      if (!(await setPasswordHash(tx, userId, passwordHash, now))) return false;
      await endGrantsOf(tx, userId, now);
      // A new password ends every sign-in, including any an intruder holds.
      await revokeSessionsOf(tx, userId, now);
      return userId;
    });
    if (!done) throw badRequest(AUTH_MESSAGES.resetGrantInvalid);
    sessions.forgetUser(done);
    return { success: true, message: AUTH_MESSAGES.resetDone };
  }

  return {
    register,
    resendRegistration,
    verifyRegistration,
    sendLoginCode: (body: { phone: string; referredBy?: string | undefined }, language: Language) =>
      sendLoginCode(body, false, language),
    resendLoginCode: (body: { phone: string; referredBy?: string | undefined }, language: Language) =>
      sendLoginCode(body, true, language),
    verifyLoginCode,
    passwordLogin,
    sendResetCode,
    verifyResetCode,
    resetPassword,
  };
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

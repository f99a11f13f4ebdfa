import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  OTP_LENGTH,
  OTP_SEND_LIMIT,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  type OtpPurpose,
  RESEND_WAIT_SECONDS,
} from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import {
  consumeCode,
  eventTimesSince,
  insertCode,
  latestEvent,
  liveCodeId,
  lockKey,
  recordEvent,
  replaceCode,
  reserveAttempt,
} from './repo.ts';

// One-time codes (rules/design §5): 6 digits from crypto.randomInt; only an HMAC is stored, keyed by
// a key derived from the auth secret and bound to purpose and target; valid 5 minutes; single use;
// 5 tries; at most 5 sends per 10 minutes per target and purpose (Twilio Verify's default) and a wait
// between sends of one purpose (the spec's 30 s at sign-in and sign-up, 60 s in recovery).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IssuedSend {
  /** The code to deliver; absent for a send that carries none (e.g. "you already have an account"). */
  code?: string;
  /** The code's row: the sign-in flow's sessionId. */
  codeId?: string;
  now: Date;
}

export interface OtpService {
  /**
   * Checks the send limits for the target and records the send, then (withCode) makes a new code
   * or replaces the code of the purpose's live row. `alongside` runs in the same transaction, only
   * when the send is allowed. Throws 429 with Retry-After when a limit is reached.
   */
  issue(
    purpose: OtpPurpose,
    target: string,
    options: { withCode: boolean; alongside?: (tx: Db, now: Date) => Promise<void> },
  ): Promise<IssuedSend>;
  /** True when the code is right and was used up now; one try is spent whatever the outcome. */
  check(purpose: OtpPurpose, target: string, code: string, codeId?: string): Promise<boolean>;
}

export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function createOtpService(deps: { db: Db; secret: string; clock: () => Date }): OtpService {
  const { db, clock } = deps;
  // Derived, so the secret that signs access tokens is never used directly as this key.
  const key = createHash('sha256').update(`otp-code:${deps.secret}`).digest();
  const hashCode = (purpose: OtpPurpose, target: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}:${target}:${code}`).digest('hex');

  return {
    issue(purpose, target, options) {
      return inTransaction(db, async (tx) => {
        await lockKey(tx, `otp:${target}`);
        // Read after the lock, so requests that queued on it see each other's sends in order.
        const now = clock();
        const nowMs = now.getTime();
        const waitMs = RESEND_WAIT_SECONDS[purpose] * 1000;
        const last = await latestEvent(tx, 'otp_sent', target, purpose, new Date(nowMs - waitMs));
        const waitLeftMs = last ? last.createdAt.getTime() + waitMs - nowMs : 0;
        // Counted per purpose, so signing up, signing in and resetting never lock each other out.
        const sends = await eventTimesSince(
          tx,
          'otp_sent',
          target,
          new Date(nowMs - OTP_SEND_WINDOW_MS),
          purpose,
        );
        if (sends.length >= OTP_SEND_LIMIT) {
          // The send whose leaving the window brings the count back under the limit.
          const leaving = sends[sends.length - OTP_SEND_LIMIT] as Date;
          const windowLeftMs = leaving.getTime() + OTP_SEND_WINDOW_MS - nowMs;
          throw tooManyRequests(AUTH_MESSAGES.tooManySends, seconds(Math.max(windowLeftMs, waitLeftMs)));
        }
        if (waitLeftMs > 0) throw tooManyRequests(AUTH_MESSAGES.resendTooSoon, seconds(waitLeftMs));
        await recordEvent(tx, { kind: 'otp_sent', target, purpose, createdAt: now });
        await options.alongside?.(tx, now);
        if (!options.withCode) return { now };

        const code = newCode();
        const codeHash = hashCode(purpose, target, code);
        const expiresAt = new Date(nowMs + OTP_TTL_MS);
        // At most one live code per purpose and target (this runs under the target's lock).
        const liveId = await liveCodeId(tx, purpose, target, now);
        if (liveId) {
          await replaceCode(tx, liveId, codeHash, expiresAt);
          return { code, codeId: liveId, now };
        }
        const codeId = await insertCode(tx, { purpose, target, codeHash, expiresAt, createdAt: now });
        return { code, codeId, now };
      });
    },

    async check(purpose, target, code, codeId) {
      // A malformed id can name no code; refuse it before it reaches a uuid column.
      if (codeId !== undefined && !UUID.test(codeId)) return false;
      const now = clock();
      const reserved = await reserveAttempt(db, { purpose, target, now, ...(codeId ? { id: codeId } : {}) });
      if (!reserved) return false;
      const expected = Buffer.from(reserved.codeHash, 'hex');
      const actual = Buffer.from(hashCode(purpose, target, code), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
      return consumeCode(db, reserved.id, reserved.codeHash, now);
    },
  };
}

/** Whole seconds for Retry-After, never below 1. */
function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

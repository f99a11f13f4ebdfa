import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens: HS256 JWTs naming a user (sub) and a session row (sid). Verification accepts HS256
 * only (so `alg: none` and other algorithms are refused), checks the signature and expiry; the caller
 * then checks that the session row is live and belongs to `sub`.
 */
export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** A verified token's claims and the moment (epoch ms) it stops being valid. */
export interface VerifiedAccessToken extends AccessTokenClaims {
  expiresAtMs: number;
}

const ISSUER = 'little-loom';
const AUDIENCE = 'little-loom-shop';

export class AccessTokens {
  readonly #key: Promise<CryptoKey>;
  readonly #clock: () => Date;

  constructor(secret: string, clock: () => Date) {
    // A derived key, so the same secret can key other things (code hashes) without reuse. Imported
    // once: importing raw bytes on every check was a fifth of the CPU of a cart read.
    const raw = createHash('sha256').update(`access-token:${secret}`).digest();
    this.#key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    this.#clock = clock;
  }

  async sign(claims: AccessTokenClaims, expiresAt: Date): Promise<string> {
    const now = Math.floor(this.#clock().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.#key);
  }

  /** The claims of a valid token, or null for anything else (malformed, unsigned, re-signed, expired). */
  async verify(token: string): Promise<VerifiedAccessToken | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.#clock(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (typeof payload.exp !== 'number') return null;
      return { userId: payload.sub, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

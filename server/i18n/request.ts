import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language, languageFromCookie } from '../../contract/language.ts';
import { translateMessage } from './index.ts';

// The language a request is answered in, decided once per request (request.language):
//   1. the `ll_lang` cookie, which the storefront sets when the shopper picks a language: the page and
//      the answers behind it must agree;
//   2. else, for a signed-in request, the language the account chose (the profile);
//   3. else English. A browser's Accept-Language alone does not switch the shop to Hindi: the
//      storefront, which shows English until the shopper chooses, would then disagree with its answers.
// English answers are never touched, byte for byte. In Hindi, every error answer's `message` and
// `errors[].msg` are translated on the way out (one onSend hook, whoever wrote the body), and a
// success answer's `message` by route() (server/lib/route.ts) through `localiseAnswer`.

const settled = Symbol('language settled');

interface LanguageState {
  [settled]?: boolean;
}

export interface RequestLanguageDeps {
  /** The language an account chose, or null (modules/users AccountLanguages). */
  accountLanguage(userId: string): Promise<Language | null>;
}

/** Settles the account's language for a signed-in request without the cookie (once). */
async function settle(request: FastifyRequest, deps: RequestLanguageDeps): Promise<Language> {
  const state = request as FastifyRequest & LanguageState;
  if (state[settled]) return request.language;
  state[settled] = true;
  if (request.auth) {
    try {
      request.language = (await deps.accountLanguage(request.auth.userId)) ?? DEFAULT_LANGUAGE;
    } catch {
      // The answer matters more than its language: an unreadable choice answers in English.
      request.language = DEFAULT_LANGUAGE;
    }
  }
  return request.language;
}

/** Adds `cookie` to the answer's Vary: a translated answer must not be served to another language. */
function varyByCookie(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') reply.header('vary', 'cookie');
  else if (!/\bcookie\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, cookie`);
}

interface ErrorBodyShape {
  message?: unknown;
  errors?: { msg?: unknown }[];
}

/** The body of an error answer with its messages in `language` (the same string when nothing changed). */
export function translateErrorPayload(payload: string, language: Language): string {
  if (language === 'en') return payload;
  let body: ErrorBodyShape;
  try {
    body = JSON.parse(payload) as ErrorBodyShape;
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object') return payload;
  let changed = false;
  if (typeof body.message === 'string') {
    const message = translateMessage(body.message, language);
    changed ||= message !== body.message;
    body.message = message;
  }
  if (Array.isArray(body.errors)) {
    for (const error of body.errors) {
      if (error && typeof error.msg === 'string') {
        const msg = translateMessage(error.msg, language);
        changed ||= msg !== error.msg;
        error.msg = msg;
      }
    }
  }
  return changed ? JSON.stringify(body) : payload;
}

/** Registers request.language and the translation of error answers (before any route or plugin). */
export function registerRequestLanguage(app: FastifyInstance, deps: RequestLanguageDeps): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    const chosen = languageFromCookie(request.headers.cookie);
    request.language = chosen ?? DEFAULT_LANGUAGE;
    if (chosen) (request as FastifyRequest & LanguageState)[settled] = true;
  });
  // After the routes' sign-in guards (preValidation): the handler already sees the account's language.
  app.addHook('preHandler', async (request) => {
    if (request.auth) await settle(request, deps);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.includes('json')) return payload;
    // A refusal before the handler (validation, a guard) may not have read the account's choice yet.
    const language = await settle(request, deps);
    const translated = translateErrorPayload(payload, language);
    if (translated !== payload) varyByCookie(reply);
    return translated;
  });
}

/** A success answer with its `message` in the request's language (route() calls it). */
export function localiseAnswer<T extends object>(request: FastifyRequest, reply: FastifyReply, body: T): T {
  const language = request.language ?? DEFAULT_LANGUAGE;
  const message = (body as { message?: unknown }).message;
  if (language === 'en' || typeof message !== 'string') return body;
  const translated = translateMessage(message, language);
  if (translated === message) return body;
  varyByCookie(reply);
  return { ...body, message: translated };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is in: the ll_lang cookie, else the account's choice, else English. */
    language: Language;
  }
}

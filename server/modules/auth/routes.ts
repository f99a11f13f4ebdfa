import type { FastifyPluginAsync } from 'fastify';
import {
  codeSentResponse,
  loginBody,
  messageResponse,
  phoneOnlyBody,
  phoneOtpBody,
  registerBody,
  resetPasswordBody,
  resetSendBody,
  resetVerifyBody,
  resetVerifyResponse,
  sendOtpBody,
  sendOtpResponse,
  signInResponse,
  verifyOtpBody,
} from '../../../contract/auth.ts';
import { route } from '../../lib/route.ts';
import type { AbuseLimits } from '../../plugins/rate-limits.ts';
import type { AuthService } from './service.ts';

// Sign-up, phone sign-in, password sign-in and password recovery (rules/accounts §7).
// HTTP only: every rule is in service.ts.

// Besides 400 for a refused body: 429 past an abuse limit, 503 when a code cannot be sent or the
// database is away. A sign-in also answers 403 to an account the shop has blocked (signInErrors).
const errors = [429, 503];
const signInErrors = [403, ...errors];
// Nothing about sign-in may be cached by a browser or proxy.
const noStore = true;

export const authRoutes =
  (auth: AuthService, limits: AbuseLimits): FastifyPluginAsync =>
  async (app) => {
    const tags = ['auth'];

    route(
      app,
      'register',
      {
        onRequest: [limits.signUps, limits.codeSends],
        tags,
        summary: 'Start a sign-up: keeps the details and sends a code to the phone',
        description: 'Answers alike whether or not the phone already has an account.',
        body: registerBody,
        answer: codeSentResponse,
        status: 201,
        errors,
        noStore,
      },
      async (request) => auth.register(request.body, request.language),
    );

    route(
      app,
      'registerVerify',
      {
        onRequest: limits.signIns,
        tags,
        summary: 'Confirm the sign-up code; creates the account (then sign in)',
        body: phoneOtpBody,
        answer: messageResponse,
        status: 201,
        errors: [409, ...errors],
        noStore,
      },
      async (request) => auth.verifyRegistration(request.body),
    );

    route(
      app,
      'registerResend',
      {
        onRequest: limits.codeSends,
        tags,
        summary: 'Send the sign-up code again',
        body: phoneOnlyBody,
        answer: codeSentResponse,
        errors,
        noStore,
      },
      async (request) => auth.resendRegistration(request.body, request.language),
    );

    route(
      app,
      'sendOtp',
      {
        onRequest: limits.codeSends,
        tags,
        summary: 'Send a sign-in code to a phone; sessionId names the code',
        body: sendOtpBody,
        answer: sendOtpResponse,
        errors,
        noStore,
      },
      async (request) => auth.sendLoginCode(request.body, request.language),
    );

    route(
      app,
      'resendOtp',
      {
        onRequest: limits.codeSends,
        tags,
        summary: 'Send a new sign-in code (same sessionId while the code is live)',
        body: sendOtpBody,
        answer: sendOtpResponse,
        errors,
        noStore,
      },
      async (request) => auth.resendLoginCode(request.body, request.language),
    );

    route(
      app,
      'verifyOtp',
      {
        onRequest: limits.signIns,
        tags,
        summary: 'Sign in with a phone code; a new phone gets an account',
        body: verifyOtpBody,
        answer: signInResponse,
        errors: signInErrors,
        noStore,
      },
      async (request) => auth.verifyLoginCode(request.body),
    );

    route(
      app,
      'login',
      {
        onRequest: limits.signIns,
        tags,
        summary: 'Sign in with email or phone and password',
        body: loginBody,
        answer: signInResponse,
        errors: [401, ...signInErrors],
        noStore,
      },
      async (request) => auth.passwordLogin(request.body),
    );

    route(
      app,
      'resetSendOtp',
      {
        onRequest: limits.codeSends,
        tags,
        summary: 'Send a password reset code to an email or phone',
        description: 'Answers alike whether or not an account exists.',
        body: resetSendBody,
        answer: codeSentResponse,
        errors,
        noStore,
      },
      async (request) => auth.sendResetCode(request.body, request.language),
    );

    route(
      app,
      'resetVerifyOtp',
      {
        onRequest: limits.signIns,
        tags,
        summary: 'Check a reset code; gives a 10-minute, single-use token to set the password',
        body: resetVerifyBody,
        answer: resetVerifyResponse,
        errors,
        noStore,
      },
      async (request) => auth.verifyResetCode(request.body),
    );

    route(
      app,
      'resetPassword',
      {
        tags,
        summary: 'Set a new password; ends every session of the account',
        body: resetPasswordBody,
        answer: messageResponse,
        errors,
        noStore,
      },
      async (request) => auth.resetPassword(request.body),
    );
  };

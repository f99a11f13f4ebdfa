import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
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
import type { AbuseLimits } from '../../plugins/rate-limits.ts';
import type { Messenger } from '../messages/messenger.ts';
import type { SendQueue } from '../messages/send-queue.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createAuthService } from './service.ts';

// Sign-up, phone sign-in, password sign-in and password recovery (accounts-and-fulfilment.md §7).
// HTTP only: every rule is in service.ts.

const errors = { 400: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

export const authRoutes =
  (
    deps: AccountDeps & { messenger: Messenger; sendQueue: SendQueue; limits: AbuseLimits },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = createAuthService({ ...deps, log: app.log });
    const tags = ['auth'];

    // Nothing about sign-in may be cached by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/user/auth/register',
      {
        onRequest: [deps.limits.signUps, deps.limits.codeSends],
        schema: {
          tags,
          summary: 'Start a sign-up: keeps the details and sends a code to the phone',
          description: 'Answers alike whether or not the phone already has an account.',
          body: registerBody,
          response: { 201: codeSentResponse, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await auth.register(request.body)),
    );

    app.post(
      '/user/auth/register/verify-otp',
      {
        onRequest: deps.limits.signIns,
        schema: {
          tags,
          summary: 'Confirm the sign-up code; creates the account (then sign in)',
          body: phoneOtpBody,
          response: { 201: messageResponse, 409: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await auth.verifyRegistration(request.body)),
    );

    app.post(
      '/user/auth/register/resend-otp',
      {
        onRequest: deps.limits.codeSends,
        schema: {
          tags,
          summary: 'Send the sign-up code again',
          body: phoneOnlyBody,
          response: { 200: codeSentResponse, ...errors },
        },
      },
      async (request) => auth.resendRegistration(request.body),
    );

    app.post(
      '/user/auth/send-otp',
      {
        onRequest: deps.limits.codeSends,
        schema: {
          tags,
          summary: 'Send a sign-in code to a phone; sessionId names the code',
          body: sendOtpBody,
          response: { 200: sendOtpResponse, ...errors },
        },
      },
      async (request) => auth.sendLoginCode(request.body),
    );

    app.post(
      '/user/auth/resend-otp',
      {
        onRequest: deps.limits.codeSends,
        schema: {
          tags,
          summary: 'Send a new sign-in code (same sessionId while the code is live)',
          body: sendOtpBody,
          response: { 200: sendOtpResponse, ...errors },
        },
      },
      async (request) => auth.resendLoginCode(request.body),
    );

    app.post(
      '/user/auth/verify-otp',
      {
        onRequest: deps.limits.signIns,
        schema: {
          tags,
          summary: 'Sign in with a phone code; a new phone gets an account',
          body: verifyOtpBody,
          response: { 200: signInResponse, ...errors },
        },
      },
      async (request) => auth.verifyLoginCode(request.body),
    );

    app.post(
      '/user/auth/login',
      {
        onRequest: deps.limits.signIns,
        schema: {
          tags,
          summary: 'Sign in with email or phone and password',
          body: loginBody,
          response: { 200: signInResponse, 401: errorBodySchema, ...errors },
        },
      },
      async (request) => auth.passwordLogin(request.body),
    );

    app.post(
      '/user/auth/forgot-password/send-otp',
      {
        onRequest: deps.limits.codeSends,
        schema: {
          tags,
          summary: 'Send a password reset code to an email or phone',
          description: 'Answers alike whether or not an account exists.',
          body: resetSendBody,
          response: { 200: codeSentResponse, ...errors },
        },
      },
      async (request) => auth.sendResetCode(request.body),
    );

    app.post(
      '/user/auth/forgot-password/verify-otp',
      {
        onRequest: deps.limits.signIns,
        schema: {
          tags,
          summary: 'Check a reset code; gives a 10-minute, single-use token to set the password',
          body: resetVerifyBody,
          response: { 200: resetVerifyResponse, ...errors },
        },
      },
      async (request) => auth.verifyResetCode(request.body),
    );

    app.patch(
      '/user/auth/forgot-password/reset-password',
      {
        schema: {
          tags,
          summary: 'Set a new password; ends every session of the account',
          body: resetPasswordBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => auth.resetPassword(request.body),
    );
  };

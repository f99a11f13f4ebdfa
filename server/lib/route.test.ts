import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { codeSentResponse, phoneOnlyBody } from '../../contract/auth.ts';
import { orderIdParams } from '../../contract/order.ts';
import { staffListResponse, staffMeResponse } from '../../contract/staff.ts';
import { wishlistChangeResponse, wishlistProductBody, wishlistResponse } from '../../contract/wishlist.ts';
import { registerApiDocs } from '../plugins/docs.ts';
import { bearerGuard } from './auth-guard.ts';
import { installErrorHandling } from './error-handler.ts';
import { forbidden } from './errors.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { route } from './route.ts';

// The route helper on a bare app: what it fills in around a handler.

const SHOPPER = { userId: '00000000-0000-4000-8000-000000000001', sessionId: 's1' };

let app: FastifyInstance;
let staffPermissions: string[] = [];
afterEach(async () => {
  await app.close();
});

async function buildApp(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  staffPermissions = [];
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandling(app);
  await registerApiDocs(app, 'Test shop');
  const requireShopper = bearerGuard({ authenticate: async (token) => (token === 'good' ? SHOPPER : null) });
  app.decorate('requireShopper', requireShopper);
  // A staff guard that lets only the permission 'dashboard:read' through, and remembers what it was asked.
  app.decorate('requireStaff', (permission: string) => {
    staffPermissions.push(permission);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      await requireShopper.call(app, request, reply);
      if (permission !== 'dashboard:read') throw forbidden();
    };
  });
  await app.register(async (api) => register(api), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('route()', () => {
  it('guards a shopper endpoint, adds success: true and keeps the answer out of caches', async () => {
    await buildApp((api) =>
      route(api, 'wishlist', { tags: ['t'], summary: 's', answer: wishlistResponse }, async (request) => {
        expect(request.auth).toEqual(SHOPPER);
        return { wishlist: [] };
      }),
    );
    const anonymous = await app.inject({ url: '/api/user/wishlist/get' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: 'No token provided' });
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const signedIn = await app.inject({
      url: '/api/user/wishlist/get',
      headers: { authorization: 'Bearer good' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ success: true, wishlist: [] });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('checks the sign-in before the body, then refuses a bad body with 400', async () => {
    await buildApp((api) =>
      route(
        api,
        'wishlistAdd',
        { tags: ['t'], summary: 's', body: wishlistProductBody, answer: wishlistChangeResponse },
        async () => ({ message: 'Added', productIds: [] }),
      ),
    );
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/user/wishlist/add',
      payload: { nope: 1 },
    });
    expect(stranger.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/user/wishlist/add',
      headers: { authorization: 'Bearer good' },
      payload: { nope: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('answers with the declared success status on the table’s method and path only', async () => {
    await buildApp((api) =>
      route(
        api,
        'registerResend',
        { tags: ['t'], summary: 's', body: phoneOnlyBody, answer: codeSentResponse, status: 201 },
        async () => ({ message: 'Sent', resendAfter: 30 }),
      ),
    );
    const sent = await app.inject({
      method: 'POST',
      url: '/api/user/auth/register/resend-otp',
      payload: { phone: '9876543210' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: 'Sent', resendAfter: 30 });
    expect(sent.headers['cache-control']).toBeUndefined();
    expect(app.hasRoute({ method: 'GET', url: '/api/user/auth/register/resend-otp' })).toBe(false);
  });

  it('leaves public answers cacheable and documents guards and failures in OpenAPI', async () => {
    await buildApp((api) => {
      route(api, 'wishlist', { tags: ['t'], summary: 's', answer: wishlistResponse }, async () => ({
        wishlist: [],
      }));
      route(
        api,
        'wishlistAdd',
        {
          tags: ['t'],
          summary: 's',
          body: wishlistProductBody,
          answer: wishlistChangeResponse,
          errors: [409],
        },
        async () => ({ message: 'Added', productIds: [] }),
      );
    });
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const read = doc.paths['/api/user/wishlist/get'].get;
    expect(read.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(read.responses).sort()).toEqual(['200', '401']);
    const add = doc.paths['/api/user/wishlist/add'].post;
    expect(Object.keys(add.responses).sort()).toEqual(['200', '400', '401', '409']);
  });

  it('passes through an answer the handler sent itself', async () => {
    await buildApp((api) =>
      route(api, 'socialStart', { tags: ['t'], summary: 's', noStore: true }, async (_request, reply) =>
        reply.redirect('https://idp.example/authorize', 302),
      ),
    );
    const started = await app.inject({ url: '/api/user/auth/google' });
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toBe('https://idp.example/authorize');
    expect(started.headers['cache-control']).toBe('no-store');
  });

  it('documents a file the handler sends as its media type, a binary string', async () => {
    await buildApp((api) =>
      route(
        api,
        'orderInvoice',
        { tags: ['t'], summary: 's', params: orderIdParams, errors: [404], produces: 'application/pdf' },
        async (_request, reply) =>
          reply.header('content-type', 'application/pdf').send(Buffer.from('%PDF-1.7')),
      ),
    );
    const id = '00000000-0000-4000-8000-0000000000aa';
    const sent = await app.inject({
      url: `/api/user/order/invoice/${id}`,
      headers: { authorization: 'Bearer good' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('application/pdf');
    expect(sent.body).toBe('%PDF-1.7');
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const responses = doc.paths['/api/user/order/invoice/{id}'].get.responses;
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '404']);
    expect(responses['200'].content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    expect(responses['404'].content['application/json']).toBeDefined();
  });

  it('guards a console endpoint with the staff guard for the permission the table names', async () => {
    await buildApp((api) => {
      route(api, 'adminMe', { tags: ['t'], summary: 's', answer: staffMeResponse }, async () => ({
        staff: { userId: SHOPPER.userId, name: null, phone: null, role: 'owner' as const, permissions: [] },
      }));
      route(api, 'adminStaffList', { tags: ['t'], summary: 's', answer: staffListResponse }, async () => ({
        staff: [],
      }));
    });
    expect(staffPermissions).toEqual(['dashboard:read', 'staff:read']);
    expect((await app.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
    const me = await app.inject({ url: '/api/admin/me', headers: { authorization: 'Bearer good' } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const staff = await app.inject({ url: '/api/admin/staff', headers: { authorization: 'Bearer good' } });
    expect(staff.statusCode).toBe(403);
  });
});

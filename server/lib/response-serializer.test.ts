import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

// Answers are checked against their schema on the way out: extra fields never leave the server, and a
// wrong shape is a server error, not a half-right answer.

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
let failure: unknown;

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler((error, _request, reply) => {
    failure = error;
    return reply.status(500).send({ message: 'failed' });
  });
  const shape = z.object({
    name: z.string(),
    lines: z.array(z.object({ size: z.string(), stock: z.number().int() })),
  });
  const leaky = { name: 'Asha', passwordHash: 'secret', lines: [{ size: '2-3Y', stock: 4, cost: 12 }] };
  app.get('/leaky', { schema: { response: { 200: shape } } }, async () => leaky as z.infer<typeof shape>);
  app.get(
    '/wrong',
    { schema: { response: { 200: shape } } },
    async () => ({ name: 'Asha', lines: [{ size: 3 }] }) as unknown as z.infer<typeof shape>,
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('responseSerializerCompiler', () => {
  it('writes only the declared fields, at every depth', async () => {
    const res = await app.inject({ url: '/leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"name":"Asha","lines":[{"size":"2-3Y","stock":4}]}');
  });

  it('refuses an answer of the wrong shape with a serialization error', async () => {
    const res = await app.inject({ url: '/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Asha');
    expect(isResponseSerializationError(failure)).toBe(true);
  });
});

import { z } from 'zod';

export const healthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  shop: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/health/live: the process answers (a process that cannot answer needs restarting). */
export const livenessResponse = z.object({
  success: z.literal(true),
  status: z.literal('live'),
  uptimeSeconds: z.number(),
});
export type LivenessResponse = z.infer<typeof livenessResponse>;

/** Where an instance is in its life: opening, taking traffic, or leaving (SIGTERM, DRAIN_MS). */
export const LIFECYCLE_STATES = ['starting', 'ready', 'draining'] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

const upOrDown = z.enum(['up', 'down']);

/** The parts an instance needs to answer: the database, the bus, the file store and the job queue. */
export const readinessParts = z.object({
  database: upOrDown,
  bus: upOrDown,
  storage: upOrDown,
  jobs: upOrDown,
});
export type ReadinessParts = z.infer<typeof readinessParts>;

/**
 * GET /api/health/ready: 200 when the instance should get traffic (ready, and every part answers);
 * 503 otherwise, naming the state and each part that is down. While starting or draining the parts are
 * not asked (`parts` is absent).
 */
export const readinessResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'starting', 'draining', 'degraded']),
  state: z.enum(LIFECYCLE_STATES),
  parts: readinessParts.optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;

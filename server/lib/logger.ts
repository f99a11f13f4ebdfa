import os from 'node:os';
import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config.ts';

// The shop's one logger (pino, as Fastify's): main.ts makes it before anything opens, so the start-up,
// the engines and the app's requests all write through it; buildApp makes the same kind when given none.

export function loggerOptions(config: Pick<Config, 'logLevel' | 'instanceId'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Every line names the instance it came from (INSTANCE_ID): logs of many instances end up together.
    base: { pid: process.pid, hostname: os.hostname(), instance: config.instanceId },
  };
}

export function createLogger(config: Pick<Config, 'logLevel' | 'instanceId'>): Logger {
  return pino(loggerOptions(config));
}

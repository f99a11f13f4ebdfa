import type { Db } from '../db/client.ts';
import { failedJobs } from '../db/schema/index.ts';

// Dead letters: a job that failed every try is kept in failed_jobs for the operator (both queues).

export interface DeadLetter {
  /** pg-boss: the dead-letter job's id, so that a dead letter handled twice is still one row. */
  id?: string;
  queue: string;
  payload: object;
  error: string;
  attempts: number;
}

export async function recordDeadLetter(db: Db, letter: DeadLetter): Promise<void> {
  await db
    .insert(failedJobs)
    .values({
      ...(letter.id ? { id: letter.id } : {}),
      queue: letter.queue,
      payload: letter.payload,
      error: letter.error,
      attempts: letter.attempts,
    })
    .onConflictDoNothing({ target: failedJobs.id });
}

/** The error's message (what the operator reads first), else its text. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

import { rmSync } from 'node:fs';

/**
 * Removes the throw-away data folder the journeys' server used. The server is stopped only after this
 * runs, and it may be drawing a demo picture's double-size twin in the background (server/main.ts), so
 * a folder that fills again while it is removed is left behind: it is a temp folder.
 */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) return;
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.warn(`left the journeys' data folder behind: ${(error as Error).message}`);
  }
}

import { rmSync } from 'node:fs';

/** Removes the throw-away data folder the journeys' server used. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

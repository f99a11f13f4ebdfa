import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Three projects: the server (unit + API through inject, on a fresh database per file), the web
// (components in jsdom), and the cluster (real instances on the loopback PostgreSQL, Redis and an S3
// server: server/cluster). One command runs them all; CI's PostgreSQL pass runs only the server's.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', '*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/cluster/**'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['server/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // After the other projects, alone: its processes need the cores for their "at once" timings.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});

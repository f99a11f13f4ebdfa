// The maintenance module's public surface: the hourly housekeeping (expired rows, final orders' coins).
export { pruneExpired, RETENTION_DAYS } from './prune.ts';
export { schedulePruning } from './schedule.ts';

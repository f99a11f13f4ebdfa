// The maintenance module's public surface: the housekeeping job (expired rows, final orders' coins).
export { pruneExpired, RETENTION_DAYS } from './prune.ts';
export {
  HOUSEKEEPING_QUEUE,
  type HousekeepingDeps,
  housekeepingCron,
  runHousekeeping,
  scheduleHousekeeping,
} from './schedule.ts';

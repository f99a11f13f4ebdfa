// The coins module's public surface: the ledger's rules as a service, and the two figures as SQL
// fragments for reads that fetch a shopper's coins together with other columns in one statement.

export { coinLedgerOf, type LedgerRow } from './ledger-repo.ts';
export { coinBalanceOf, pendingCoinsOf } from './repo.ts';
export {
  type CoinDeps,
  type CoinEntry,
  type CoinReason,
  type CoinService,
  createCoinService,
} from './service.ts';

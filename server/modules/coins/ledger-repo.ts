import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coinLedger } from './schema.ts';

// The coin ledger as the console's shoppers desk reads it: a shopper's newest entries.

export interface LedgerRow {
  id: string;
  delta: number;
  reason: string;
  ref: string;
  createdAt: Date;
}

export function coinLedgerOf(db: Db, userId: string, limit: number): Promise<LedgerRow[]> {
  return db
    .select({
      id: coinLedger.id,
      delta: coinLedger.delta,
      reason: coinLedger.reason,
      ref: coinLedger.ref,
      createdAt: coinLedger.createdAt,
    })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
    .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id))
    .limit(limit);
}

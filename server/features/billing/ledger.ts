/**
 * The double-entry ledger: each money movement is one transaction whose entries sum to zero (the migration's
 * deferred trigger refuses to commit one that does not), in integer minor units. A payment moves money from the
 * payer's card (an external account, negative) to the platform, the site's tenant and the creator. Wallets are
 * sums of entries, read here, never stored.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { type LedgerAccount, ledgerEntries, ledgerTransactions } from './schema.ts';

/**
 * The split of every payment, in basis points (docs/decisions.md): on the main site the platform keeps 20 %; on a
 * partner site the platform keeps 10 % and the site's tenant 10 %. The creator gets the rest, rounding included,
 * so the parts always add up to the payment exactly.
 */
export const SPLIT_BPS = {
  main: { platform: 2000, tenant: 0 },
  partner: { platform: 1000, tenant: 1000 },
} as const;

export interface PaymentSplit {
  platform: number;
  tenant: number;
  creator: number;
}

export function splitPayment(amount: number, tenant: TenantId): PaymentSplit {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`splitPayment: ${amount} is not a whole amount`);
  const rule = tenant === 'main' ? SPLIT_BPS.main : SPLIT_BPS.partner;
  const platform = Math.floor((amount * rule.platform) / 10_000);
  const tenantShare = Math.floor((amount * rule.tenant) / 10_000);
  return { platform, tenant: tenantShare, creator: amount - platform - tenantShare };
}

interface Entry {
  account: LedgerAccount;
  ownerId?: string | null;
  tenantId?: string | null;
  amount: number;
}

/**
 * Writes one balanced transaction under `idempotencyKey` (one per operation that moves money); writing the same key
 * twice fails on its unique index, so an operation retried after a crash cannot move the money twice.
 */
export async function postTransaction(
  tx: Database,
  input: { kind: 'payment'; idempotencyKey: string; paymentId: string | null; currency: string; entries: Entry[] },
): Promise<string> {
  const total = input.entries.reduce((sum, entry) => sum + entry.amount, 0);
  if (total !== 0) throw new Error(`ledger: transaction ${input.idempotencyKey} does not balance (${total})`);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ kind: input.kind, idempotencyKey: input.idempotencyKey, paymentId: input.paymentId })
    .returning({ id: ledgerTransactions.id });
  const entries = input.entries.filter((entry) => entry.amount !== 0);
  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      transactionId: row!.id,
      account: entry.account,
      ownerId: entry.ownerId ?? null,
      tenantId: entry.tenantId ?? null,
      amount: entry.amount,
      currency: input.currency,
    })),
  );
  return row!.id;
}

/** The ledger transaction of a succeeded payment: the card pays, platform, tenant and creator receive. */
export function recordPayment(
  tx: Database,
  payment: { id: string; userId: string; amount: number; currency: string; tenantId: TenantId; creatorId: string },
): Promise<string> {
  const split = splitPayment(payment.amount, payment.tenantId);
  return postTransaction(tx, {
    kind: 'payment',
    idempotencyKey: `payment:${payment.id}`,
    paymentId: payment.id,
    currency: payment.currency,
    entries: [
      { account: 'user_card', ownerId: payment.userId, amount: -payment.amount },
      { account: 'platform_fee', amount: split.platform },
      { account: 'tenant_share', tenantId: payment.tenantId, amount: split.tenant },
      { account: 'creator_earning', ownerId: payment.creatorId, amount: split.creator },
    ],
  });
}

/** A wallet: the sum of an account's entries per currency (an owner's, or a tenant's, or the platform's). */
export async function walletBalances(
  db: Database,
  account: LedgerAccount,
  owner: { ownerId?: string; tenantId?: string } = {},
): Promise<Array<{ currency: string; amount: number }>> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, amount: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, account),
        owner.ownerId ? eq(ledgerEntries.ownerId, owner.ownerId) : undefined,
        owner.tenantId ? eq(ledgerEntries.tenantId, owner.tenantId) : undefined,
      ),
    )
    .groupBy(ledgerEntries.currency)
    .orderBy(ledgerEntries.currency);
  // sum(bigint) is numeric on the wire: a string, read back as the whole number it is.
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
}

/** An owner's earnings per UTC day and currency, oldest first, with how many payments made them. */
export async function earningsByDay(db: Database, ownerId: string) {
  const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      currency: ledgerEntries.currency,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
      payments: sql<number>`count(distinct ${ledgerEntries.transactionId})::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'creator_earning'), eq(ledgerEntries.ownerId, ownerId)))
    .groupBy(day, ledgerEntries.currency)
    .orderBy(day, ledgerEntries.currency);
  return rows.map((row) => ({ day: row.day, currency: row.currency, amount: Number(row.amount), payments: Number(row.payments) }));
}

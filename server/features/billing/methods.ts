/**
 * Saved cards: the provider tokenizes the details at once; we keep the token, brand, last four digits and expiry.
 * The number and security code live only in this request's memory (never a row, never a log line: the request
 * logger records no bodies).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addPaymentMethodSchema } from '../../../contract/billing/requests.ts';
import { CardRefusal } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import { ApiError, validationError } from '../../lib/api-error.ts';
import type { BillingDeps } from './deps.ts';
import { isUuid } from './ids.ts';
import { paymentMethods } from './schema.ts';

export async function addPaymentMethod(deps: BillingDeps, userId: string, card: z.output<typeof addPaymentMethodSchema>) {
  let tokenized: Awaited<ReturnType<BillingDeps['payments']['tokenize']>>;
  try {
    tokenized = await deps.payments.tokenize(deps.db, {
      number: card.number,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
    });
  } catch (error) {
    if (error instanceof CardRefusal) throw validationError(['body', error.field], refusalText[error.code], error.code);
    throw error;
  }
  const [row] = await deps.db
    .insert(paymentMethods)
    .values({
      userId,
      provider: deps.payments.kind,
      providerToken: tokenized.token,
      brand: tokenized.brand,
      last4: tokenized.last4,
      expMonth: tokenized.expMonth,
      expYear: tokenized.expYear,
    })
    .returning();
  return row!;
}

const refusalText = {
  incorrect_number: 'The card number is not valid.',
  invalid_expiry_year: 'The card has expired.',
  incorrect_cvc: 'The security code is not valid for this card.',
} as const;

export async function listPaymentMethods(db: Database, userId: string, page: { page: number; limit: number }) {
  const mine = eq(paymentMethods.userId, userId);
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(mine)
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db.select({ total: count() }).from(paymentMethods).where(mine);
  return { rows, total: counted?.total ?? 0 };
}

/** The caller's own card; anyone else's answers 404 as if it did not exist. */
export async function ownPaymentMethod(db: Database, userId: string, id: string) {
  if (!isUuid(id)) throw new ApiError('PAYMENT_METHOD_NOT_FOUND');
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  if (!row) throw new ApiError('PAYMENT_METHOD_NOT_FOUND');
  return row;
}

export async function removePaymentMethod(deps: BillingDeps, userId: string, id: string) {
  const method = await ownPaymentMethod(deps.db, userId, id);
  await deps.db.transaction(async (tx) => {
    await deps.payments.detach(tx, method.providerToken);
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, method.id));
  });
}

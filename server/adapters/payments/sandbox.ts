/**
 * The embedded sandbox provider: real validation (Luhn, expiry, security code length) and Stripe's well-known test
 * cards, so the checkout behaves as it will with a real provider, without real money. Any other valid number is
 * declined with `card_declined`, as Stripe's test mode declines a real card.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DeclineCode } from '../../../contract/billing/entities.ts';
import type { Database } from '../../db/client.ts';
import { sandboxCards, sandboxCharges } from './schema.ts';
import { type CardBrand, type CardDetails, CardRefusal, type ChargeResult, type PaymentsAdapter } from './types.ts';

type Outcome = 'succeed' | 'three_d_secure' | DeclineCode;

/** Stripe's test numbers (https://docs.stripe.com/testing) and what charging them does. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '378282246310005': 'succeed',
  '6011111111111117': 'succeed',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000002500003155': 'three_d_secure',
};

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

/** A card is usable through the last day of its expiry month. */
function expired(month: number, year: number, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

function resultOf(row: typeof sandboxCharges.$inferSelect): ChargeResult {
  return { reference: row.reference, status: row.status, declineCode: (row.declineCode as DeclineCode | null) ?? null };
}

export function createSandboxPaymentsAdapter(): PaymentsAdapter {
  return {
    kind: 'sandbox',
    async tokenize(db: Database, card: CardDetails, now = new Date()) {
      if (!passesLuhn(card.number)) throw new CardRefusal('number', 'incorrect_number');
      if (expired(card.expMonth, card.expYear, now)) throw new CardRefusal('exp_year', 'invalid_expiry_year');
      const brand = brandOf(card.number);
      if (card.cvc.length !== (brand === 'amex' ? 4 : 3)) throw new CardRefusal('cvc', 'incorrect_cvc');
      const token = newId('pm');
      const saved = {
        token,
        outcome: SANDBOX_TEST_CARDS[card.number] ?? 'card_declined',
        brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      await db.insert(sandboxCards).values(saved);
      return { token, brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear };
    },

    async charge(db, request) {
      const [earlier] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
      if (earlier) return resultOf(earlier);
      const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, request.token));
      const outcome: Outcome = !card || card.detachedAt ? 'card_declined' : (card.outcome as Outcome);
      const status = outcome === 'succeed' ? 'succeeded' : outcome === 'three_d_secure' ? 'requires_action' : 'failed';
      const [row] = await db
        .insert(sandboxCharges)
        .values({
          reference: newId('ch'),
          token: request.token,
          amount: request.amount,
          currency: request.currency,
          status,
          declineCode: status === 'failed' ? outcome : null,
          idempotencyKey: request.idempotencyKey,
        })
        .returning();
      return resultOf(row!);
    },

    async confirm(db, reference, authentication) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference)).for('update');
      if (!charge) throw new Error(`sandbox: no charge ${reference}`);
      if (charge.status !== 'requires_action') return resultOf(charge);
      const declineCode = authentication === 'complete' ? null : 'payment_intent_authentication_failure';
      const [row] = await db
        .update(sandboxCharges)
        .set({ status: declineCode ? 'failed' : 'succeeded', declineCode })
        .where(eq(sandboxCharges.reference, reference))
        .returning();
      return resultOf(row!);
    },

    async detach(db, token) {
      await db.update(sandboxCards).set({ detachedAt: new Date() }).where(eq(sandboxCards.token, token));
    },
  };
}

/**
 * The payments adapter: a card provider behind one interface. It turns a card's details into a token at once (the
 * number and security code never reach a table or a log line of ours), charges a token, and answers a 3-D Secure
 * check. `sandbox` is the embedded provider (no real money; it keeps its own records in this database); a Stripe
 * implementation is a later slice (docs/decisions.md). Every call takes the caller's transaction, so a charge and the
 * rows that record it commit together.
 */
import type { DeclineCode } from '../../../contract/billing/entities.ts';
import type { Database } from '../../db/client.ts';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Why a provider refuses to tokenize a card: Stripe's error codes, and the request field at fault. */
export class CardRefusal extends Error {
  constructor(
    readonly field: 'number' | 'exp_year' | 'cvc',
    readonly code: 'incorrect_number' | 'invalid_expiry_year' | 'incorrect_cvc',
  ) {
    super(`card refused: ${code}`);
    this.name = 'CardRefusal';
  }
}

export interface ChargeResult {
  /** The provider's id of the charge. */
  reference: string;
  status: 'succeeded' | 'requires_action' | 'failed';
  declineCode: DeclineCode | null;
}

export interface ChargeRequest {
  token: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  /** The provider charges once per key: a repeat answers the first result. */
  idempotencyKey: string;
}

export interface PaymentsAdapter {
  readonly kind: 'sandbox';
  tokenize(db: Database, card: CardDetails, now?: Date): Promise<TokenizedCard>;
  charge(db: Database, request: ChargeRequest): Promise<ChargeResult>;
  /** The cardholder's answer to the 3-D Secure check of a charge that required action. */
  confirm(db: Database, reference: string, authentication: 'complete' | 'fail'): Promise<ChargeResult>;
  detach(db: Database, token: string): Promise<void>;
}

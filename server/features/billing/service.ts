/**
 * Billing's face for other features: entitlements (runs asks before a run starts on a paid expert and uses a paid
 * run credit in its start transaction), and purchases through the same code paths as the API (the seed).
 */
export type { BillingDeps, Payer } from './deps.ts';
export { type Entitlement, entitlementOf, useRunCredit } from './entitlements.ts';
export { addPaymentMethod } from './methods.ts';
export { buyRun, subscribe } from './payments.ts';
export { payToRun, SANDBOX_TEST_CARD } from './purchases.ts';

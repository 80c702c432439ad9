/** Chooses the payments adapter (server/env.ts PAYMENTS_PROVIDER): the embedded sandbox is the only one in this slice. */
import type { Env } from '../../env.ts';
import { createSandboxPaymentsAdapter } from './sandbox.ts';
import type { PaymentsAdapter } from './types.ts';

export type { CardBrand, CardDetails, ChargeResult, PaymentsAdapter, TokenizedCard } from './types.ts';
export { CardRefusal } from './types.ts';
export { createSandboxPaymentsAdapter, passesLuhn, SANDBOX_TEST_CARDS } from './sandbox.ts';

/** Start-up's words for the choice createPaymentsAdapter makes. */
export function describePayments(env: Env): string {
  return env.PAYMENTS_PROVIDER === 'sandbox' ? 'the embedded sandbox (test cards only, no real money)' : env.PAYMENTS_PROVIDER;
}

export function createPaymentsAdapter(env: Env): PaymentsAdapter {
  switch (env.PAYMENTS_PROVIDER) {
    case 'sandbox':
      return createSandboxPaymentsAdapter();
  }
}

/** What billing's operations need: the database and the payments provider (adapters/payments). */
import type { TenantId } from '../../../contract/tenants.ts';
import type { PaymentsAdapter } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';

export interface BillingDeps {
  db: Database;
  payments: PaymentsAdapter;
}

/** Who pays, on which site (the site's tenant takes its share), and whether they may reach unpublished experts. */
export interface Payer {
  userId: string;
  tenant: TenantId;
  admin: boolean;
}

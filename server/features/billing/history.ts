/** A payer's payment history, newest first: only their own rows, ever. */
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from './schema.ts';

export async function listPayments(db: Database, userId: string, page: { page: number; limit: number }) {
  const mine = eq(payments.userId, userId);
  const rows = await db
    .select()
    .from(payments)
    .where(mine)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db.select({ total: count() }).from(payments).where(mine);
  return { rows, total: counted?.total ?? 0 };
}

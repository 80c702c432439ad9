/**
 * Where this month and last month begin for a person, in their time zone, as SQL timestamps: "this month" on a
 * dashboard is the calendar month they live in, not UTC's. The zone is validated by the contract (an IANA name)
 * and passed as a bound parameter.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface LocalMonths {
  thisMonthStart: SQL;
  lastMonthStart: SQL;
}

export function localMonths(timeZone: string): LocalMonths {
  const localMonth = sql`date_trunc('month', now() at time zone ${timeZone})`;
  return {
    thisMonthStart: sql`(${localMonth} at time zone ${timeZone})`,
    lastMonthStart: sql`((${localMonth} - interval '1 month') at time zone ${timeZone})`,
  };
}

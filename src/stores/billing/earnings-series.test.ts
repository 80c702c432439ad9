import { describe, expect, it } from 'vitest';
import { csvAmount, earnedThisMonth, earningsSeries, mainCurrency, toCsv } from './earnings-series.ts';

const NOW = new Date('2026-11-29T10:00:00Z');
const day = (d: string, amount: number, payments = 1, currency = 'USD') => ({ day: d, currency, amount, payments });

describe('earnings over time', () => {
  it('shows the last 30 days by day, zero where nothing was earned, while every earning is that recent', () => {
    const series = earningsSeries([day('2026-11-02', 400), day('2026-11-29', 1120, 2)], 'USD', NOW);
    expect(series.bucket).toBe('day');
    expect(series.points).toHaveLength(30);
    expect(series.points[0]).toEqual({ period: '2026-10-31', amount: 0, payments: 0 });
    expect(series.points.at(-1)).toEqual({ period: '2026-11-29', amount: 1120, payments: 2 });
    expect(series.points.find((p) => p.period === '2026-11-02')?.amount).toBe(400);
    expect(series.points.reduce((sum, p) => sum + p.amount, 0)).toBe(1520);
  });

  it('switches to months from the first earning once it is older than 30 days, across a year end', () => {
    const series = earningsSeries([day('2025-12-30', 400), day('2026-01-02', 400), day('2026-11-28', 720)], 'USD', NOW);
    expect(series.bucket).toBe('month');
    expect(series.points.map((p) => p.period)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(series.points[0]!.amount).toBe(400);
    expect(series.points.at(-1)!.amount).toBe(720);
  });

  it('charts one currency: the largest balance; sums this month in it', () => {
    const earnings = {
      balances: [
        { currency: 'EUR', amount: 100 },
        { currency: 'USD', amount: 5000 },
      ],
      days: [day('2026-11-01', 100, 1, 'EUR'), day('2026-10-31', 4000), day('2026-11-03', 1000)],
    };
    expect(mainCurrency(earnings)).toBe('USD');
    expect(mainCurrency({ balances: [], days: [] })).toBe('USD');
    expect(earnedThisMonth(earnings.days, 'USD', NOW)).toBe(1000);
    expect(earningsSeries(earnings.days, 'EUR', NOW).points.at(-29)?.amount).toBe(100);
  });
});

describe('CSV', () => {
  it('writes plain decimals in the currency’s own minor units, quoting what needs it', () => {
    expect(csvAmount(400, 'USD')).toBe('4.00');
    expect(csvAmount(5, 'USD')).toBe('0.05');
    expect(csvAmount(-1520, 'USD')).toBe('-15.20');
    expect(csvAmount(500, 'JPY')).toBe('500');
    expect(toCsv(['Expert', 'Earnings'], [['Brine, "fast"', '4.00']])).toBe('Expert,Earnings\r\n"Brine, ""fast""",4.00\r\n');
  });
});

import type { ValueKind } from '../../content/dashboards/types';

/**
 * Formats a dashboard number for the page's locale. Percentages arrive as 0–100 (as the API reports them);
 * money is US dollars, whole units unless cents matter.
 */
export function formatValue(value: number, kind: ValueKind, locale: string): string {
  switch (kind) {
    case 'currency':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
    case 'minutes':
      return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(value);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  }
}

/** A change with an explicit sign ("+12", "−$180", "+2.1 pts"), as stat cards show it. */
export function formatChange(change: number, kind: ValueKind, locale: string): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  const magnitude = Math.abs(change);
  const body = kind === 'percent'
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(magnitude)} pts`
    : formatValue(magnitude, kind, locale);
  return `${sign}${body}`;
}

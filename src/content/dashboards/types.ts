/**
 * Shapes shared by the dashboards' sample data. Values are plain numbers and dates ISO strings; texts come from
 * the locale files through `t` (each data module is a function of `t`), and components format numbers and dates
 * per locale with Intl (src/content/dashboards/format.ts).
 */
import type { Translate } from '../../i18n/translate.ts';

export type { Translate };

export type ValueKind = 'number' | 'currency' | 'percent' | 'minutes';

export interface Stat {
  label: string;
  value: number;
  kind: ValueKind;
  /** Change against the previous period, in the stat's own unit (percentage points for percentages). */
  change: number;
  /** Whether a rise is good news (spending going up is not). */
  higherIsBetter: boolean;
  period: string;
}

export interface Datum {
  label: string;
  value: number;
}

export interface Series {
  name: string;
  values: readonly number[];
}

/** How long ago something happened, for Intl.RelativeTimeFormat ("12 min. ago", "yesterday"). */
export interface Ago {
  amount: number;
  unit: 'minute' | 'hour' | 'day' | 'week';
}

/**
 * When something happened, as the dashboards show it: a time of day today ("9:42 AM"), "Today 9:10 AM", a
 * weekday ("Mon"), a date ("Apr 30") or a relative time ("yesterday", "last week").
 */
export type When =
  | { show: 'time' | 'todayAt' | 'weekday' | 'day'; at: string }
  | {
      show: 'ago';
      ago: Ago;
      /** A label on its own (a list's date column): long wording, first letter capitalised ("Last week"). */
      standalone?: boolean;
    };

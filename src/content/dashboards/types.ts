/** Shapes shared by the dashboards' sample data. Values are plain numbers; components format them per locale. */
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

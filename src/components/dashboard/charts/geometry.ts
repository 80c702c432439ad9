/**
 * Pure chart geometry, computed at build time so dashboards ship inline SVG and no chart JavaScript.
 * Coordinates are in the SVG's own units; components scale the SVG to the container with viewBox.
 */

/** The smallest "round" number (1, 2, 2.5 or 5 × 10ⁿ) at or above `value`, so axis ticks read well. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value - 1e-9) ?? 10;
  return step * magnitude;
}

/**
 * Evenly spaced tick values from 0 to `max` inclusive: four steps when each step is itself a round number
 * (250 for 1000), otherwise five (10 for 50, not 12.5).
 */
export function ticks(max: number, count?: number): number[] {
  const steps = count ?? (isRound(max / 4) ? 4 : 5);
  return Array.from({ length: steps + 1 }, (_, i) => Number(((max / steps) * i).toPrecision(12)));
}

function isRound(value: number): boolean {
  const mantissa = value / 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5].some((m) => Math.abs(m - mantissa) < 1e-9);
}

export interface Plot {
  width: number;
  height: number;
  /** Space for axis labels: top, right, bottom, left (in SVG units, not logical sides). */
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Centre of the bar, where its label goes. */
  centre: number;
}

/** Vertical bars filling the plot's inner width, with a gap of `gapRatio` of each slot between bars. */
export function barLayout(values: readonly number[], max: number, plot: Plot, gapRatio = 0.35): Bar[] {
  const innerWidth = plot.width - plot.margin.left - plot.margin.right;
  const innerHeight = plot.height - plot.margin.top - plot.margin.bottom;
  const slot = innerWidth / Math.max(values.length, 1);
  const barWidth = slot * (1 - gapRatio);
  return values.map((value, i) => {
    const height = max > 0 ? (Math.max(value, 0) / max) * innerHeight : 0;
    const x = plot.margin.left + i * slot + (slot - barWidth) / 2;
    return {
      x: round(x),
      y: round(plot.margin.top + innerHeight - height),
      width: round(barWidth),
      height: round(height),
      centre: round(x + barWidth / 2),
    };
  });
}

/** Points of a line series spread across the inner width; one value sits in the middle. */
export function linePoints(values: readonly number[], max: number, plot: Plot): [number, number][] {
  const innerWidth = plot.width - plot.margin.left - plot.margin.right;
  const innerHeight = plot.height - plot.margin.top - plot.margin.bottom;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  return values.map((value, i) => [
    round(plot.margin.left + (values.length > 1 ? i * step : innerWidth / 2)),
    round(plot.margin.top + innerHeight - (max > 0 ? (value / max) * innerHeight : 0)),
  ]);
}

export function linePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join('');
}

/** The line closed down to the baseline, for a soft area fill under it. */
export function areaPath(points: readonly (readonly [number, number])[], baseline: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  return `${linePath(points)}L${last[0]} ${baseline}L${first[0]} ${baseline}Z`;
}

/** The y coordinate of a value on the plot (for grid lines and tick labels). */
export function yFor(value: number, max: number, plot: Plot): number {
  const innerHeight = plot.height - plot.margin.top - plot.margin.bottom;
  return round(plot.margin.top + innerHeight - (max > 0 ? (value / max) * innerHeight : 0));
}

export interface DonutSegment {
  path: string;
  /** Share of the total, 0–1. */
  share: number;
}

/**
 * Ring segments for a donut centred at (cx, cy), starting at 12 o'clock and going clockwise. A single full segment
 * is drawn as two half rings, because one SVG arc cannot start and end at the same point.
 */
export function donutSegments(values: readonly number[], cx: number, cy: number, outer: number, inner: number): DonutSegment[] {
  const total = values.reduce((sum, v) => sum + Math.max(v, 0), 0);
  if (total === 0) return [];
  let angle = 0;
  return values.map((raw) => {
    const share = Math.max(raw, 0) / total;
    const start = angle;
    angle += share * Math.PI * 2;
    const path =
      share >= 1 - 1e-9
        ? `${ringPath(cx, cy, outer, inner, 0, Math.PI)}${ringPath(cx, cy, outer, inner, Math.PI, Math.PI * 2)}`
        : share === 0
          ? ''
          : ringPath(cx, cy, outer, inner, start, angle);
    return { path, share };
  });
}

function ringPath(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const large = end - start > Math.PI ? 1 : 0;
  const at = (r: number, a: number) => `${round(cx + r * Math.sin(a))} ${round(cy - r * Math.cos(a))}`;
  return `M${at(outer, start)}A${outer} ${outer} 0 ${large} 1 ${at(outer, end)}L${at(inner, end)}A${inner} ${inner} 0 ${large} 0 ${at(inner, start)}Z`;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * Right-to-left charts: the value axis moves to the right and categories run from right to left, as Arabic
 * readers expect a timeline to. Layout functions work left to right; these mirror their x coordinates.
 */
export function mirrorX(x: number, plot: Plot, rtl: boolean): number {
  return rtl ? round(plot.width - x) : x;
}

export function mirrorBar(bar: Bar, plot: Plot, rtl: boolean): Bar {
  if (!rtl) return bar;
  return { ...bar, x: round(plot.width - bar.x - bar.width), centre: round(plot.width - bar.centre) };
}

export function mirrorPoints(points: readonly [number, number][], plot: Plot, rtl: boolean): [number, number][] {
  return rtl ? points.map(([x, y]) => [round(plot.width - x), y]) : [...points];
}

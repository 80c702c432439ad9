import { describe, expect, it } from 'vitest';
import {
  areaPath,
  barLayout,
  donutSegments,
  linePoints,
  mirrorBar,
  mirrorPoints,
  mirrorX,
  niceCeiling,
  ticks,
  yFor,
  type Plot,
} from './geometry.ts';

const plot: Plot = { width: 100, height: 60, margin: { top: 10, right: 0, bottom: 10, left: 0 } };

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(18)).toBe(20);
    expect(niceCeiling(230)).toBe(250);
    expect(niceCeiling(4100)).toBe(5000);
    expect(niceCeiling(0.87)).toBe(1);
    expect(niceCeiling(50)).toBe(50);
  });
  it('gives a usable axis for an all-zero series', () => {
    expect(niceCeiling(0)).toBe(1);
  });
});

describe('ticks', () => {
  it('spaces ticks evenly from zero to the maximum', () => {
    expect(ticks(250, 5)).toEqual([0, 50, 100, 150, 200, 250]);
  });
  it('picks four or five steps so every tick is a round number', () => {
    expect(ticks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(ticks(50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(250)).toEqual([0, 50, 100, 150, 200, 250]);
  });
});

describe('barLayout', () => {
  it('scales bar heights to the maximum and stands them on the baseline', () => {
    const [a, b] = barLayout([50, 100], 100, plot, 0);
    expect(a).toMatchObject({ x: 0, width: 50, height: 20, y: 30, centre: 25 });
    expect(b).toMatchObject({ x: 50, height: 40, y: 10 });
  });
  it('draws negative values as empty bars rather than below the axis', () => {
    expect(barLayout([-5], 10, plot)[0]?.height).toBe(0);
  });
});

describe('linePoints and areaPath', () => {
  it('spreads points across the width and maps values to heights', () => {
    expect(linePoints([0, 100], 100, plot)).toEqual([
      [0, 50],
      [100, 10],
    ]);
  });
  it('closes the area down to the baseline', () => {
    const points = linePoints([0, 100], 100, plot);
    expect(areaPath(points, yFor(0, 100, plot))).toBe('M0 50L100 10L100 50L0 50Z');
  });
});

describe('donutSegments', () => {
  it("gives each value its share of the ring, starting at 12 o'clock", () => {
    const [first, second] = donutSegments([1, 3], 50, 50, 40, 20);
    expect(first?.share).toBe(0.25);
    expect(second?.share).toBe(0.75);
    expect(first?.path.startsWith('M50 10A40 40 0 0 1 90 50')).toBe(true);
    // The second segment covers more than half the ring, so it needs the large-arc flag.
    expect(second?.path).toContain('A40 40 0 1 1');
  });
  it('draws a single 100% value as a closed ring from two halves', () => {
    const [only] = donutSegments([5], 50, 50, 40, 20);
    expect(only?.path.match(/M/g)).toHaveLength(2);
  });
  it('draws nothing when every value is zero', () => {
    expect(donutSegments([0, 0], 50, 50, 40, 20)).toEqual([]);
  });
});

describe('right-to-left mirroring', () => {
  const wide: Plot = { width: 200, height: 60, margin: { top: 10, right: 10, bottom: 10, left: 40 } };
  it('leaves left-to-right layouts alone', () => {
    const bars = barLayout([1, 2], 2, wide);
    expect(bars.map((b) => mirrorBar(b, wide, false))).toEqual(bars);
    expect(mirrorX(40, wide, false)).toBe(40);
  });
  it('puts the first category on the right and the value axis on the right edge', () => {
    const [first, second] = barLayout([1, 2], 2, wide).map((b) => mirrorBar(b, wide, true));
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(first!.x + first!.width).toBeLessThanOrEqual(wide.width - wide.margin.left);
    expect(first!.centre).toBeCloseTo(first!.x + first!.width / 2, 1);
    expect(mirrorX(wide.margin.left - 8, wide, true)).toBe(168);
    const points = mirrorPoints(linePoints([1, 2, 3], 3, wide), wide, true);
    expect(points.map(([x]) => x)).toEqual([160, 85, 10]);
    expect(points.map(([, y]) => y)).toEqual(linePoints([1, 2, 3], 3, wide).map(([, y]) => y));
  });
});

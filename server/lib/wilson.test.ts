import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson.ts';

// Hand-computed with z = 1.96 (z² = 3.8416), from centre = (p + z²/2n) / (1 + z²/n) and
// half = z / (1 + z²/n) · √(p(1−p)/n + z²/4n²).
describe('wilsonInterval', () => {
  it('7 of 10: centre 0.89208 / 1.38416 = 0.644492, half 0.342883 / 1.38416 = 0.247719', () => {
    const interval = wilsonInterval(7, 10)!;
    expect(interval.low).toBeCloseTo(0.396773, 5);
    expect(interval.high).toBeCloseTo(0.892211, 5);
  });

  it('3 of 3 is wide (low 0.438494), so it ranks below 290 of 300 (low 0.939738)', () => {
    const lucky = wilsonInterval(3, 3)!;
    expect(lucky.low).toBeCloseTo(0.438494, 5);
    expect(lucky.high).toBe(1);
    const steady = wilsonInterval(290, 300)!;
    expect(steady.low).toBeCloseTo(0.939738, 5);
    expect(steady.low).toBeGreaterThan(lucky.low);
  });

  it('0 of 5 starts at 0 and reaches 0.434491', () => {
    const interval = wilsonInterval(0, 5)!;
    expect(interval.low).toBe(0);
    expect(interval.high).toBeCloseTo(0.434491, 5);
  });

  it('has no interval without trials or with impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(4, 3)).toBeNull();
    expect(wilsonInterval(-1, 3)).toBeNull();
    expect(wilsonInterval(1.5, 3)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { encodePolylines, ringArea, simplifyPoints, type Point } from './path-encoding.ts';

describe('simplifyPoints', () => {
  it('drops points that lie within the tolerance of the line and keeps real corners', () => {
    const points: Point[] = [
      [0, 0],
      [5, 0.2],
      [10, 0],
      [10, 10],
    ];
    expect(simplifyPoints(points, 0.5)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
  });
});

describe('ringArea', () => {
  it('measures a ring regardless of its winding', () => {
    expect(
      ringArea([
        [0, 0],
        [4, 0],
        [4, 3],
      ]),
    ).toBe(6);
    expect(
      ringArea([
        [0, 0],
        [4, 3],
        [4, 0],
      ]),
    ).toBe(6);
  });
});

describe('encodePolylines', () => {
  it('writes whole-pixel relative path data and closes rings', () => {
    expect(
      encodePolylines([
        {
          points: [
            [10.2, 20.4],
            [30, 20],
            [30, 40],
          ],
          closed: true,
        },
      ]),
    ).toBe('M10 20l20 0 0 20z');
  });
  it('drops specks of islands smaller than the minimum area', () => {
    const speck = {
      points: [
        [0, 0],
        [1, 0],
        [1, 1],
      ] as Point[],
      closed: true,
    };
    expect(encodePolylines([speck], { minArea: 3 })).toBe('');
  });
  it('keeps open lines such as borders open', () => {
    expect(
      encodePolylines([
        {
          points: [
            [0, 0],
            [10, -5],
          ],
          closed: false,
        },
      ]),
    ).toBe('M0 0l10-5');
  });
});

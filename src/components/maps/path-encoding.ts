/**
 * Turns projected outlines into short SVG path data. Country outlines at 110m have far more points than a
 * ~1000px map can show, so before writing them out we drop points closer than a pixel tolerance to the line
 * (Douglas–Peucker), drop islands smaller than a few pixels, and write relative, whole-pixel coordinates.
 */
export type Point = readonly [number, number];

export interface Polyline {
  points: Point[];
  closed: boolean;
}

/** Collects what d3-geo's geoPath draws into a canvas-like context, ring by ring. */
export class PolylineCollector {
  readonly lines: Polyline[] = [];
  private current: Polyline | undefined;

  moveTo(x: number, y: number): void {
    this.current = { points: [[x, y]], closed: false };
    this.lines.push(this.current);
  }

  lineTo(x: number, y: number): void {
    this.current?.points.push([x, y]);
  }

  closePath(): void {
    if (this.current) this.current.closed = true;
  }

  /** Part of d3's context interface; every ring starts with moveTo, which is where collecting begins. */
  beginPath(): void {}

  /** geoPath draws Point geometries as arcs; maps place their markers themselves, so nothing to collect. */
  arc(): void {}
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker: keeps the end points and every point farther than `tolerance` from the simplified line. */
export function simplifyPoints(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [start, end] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = start + 1; i < end; i++) {
      const d = distanceToSegment(points[i] as Point, points[start] as Point, points[end] as Point);
      if (d > farthestDistance) {
        farthest = i;
        farthestDistance = d;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([start, farthest], [farthest, end]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Absolute area of a closed ring (shoelace formula). */
export function ringArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] as Point;
    const [x2, y2] = points[(i + 1) % points.length] as Point;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

export interface EncodeOptions {
  /** Pixel distance under which points are dropped. */
  tolerance?: number;
  /** Closed rings smaller than this many square pixels are dropped (specks of islands). */
  minArea?: number;
}

/** SVG path data for the polylines: `M x y l dx dy … z`, whole pixels, repeated points removed. */
export function encodePolylines(lines: readonly Polyline[], { tolerance = 0.7, minArea = 3 }: EncodeOptions = {}): string {
  const parts: string[] = [];
  for (const line of lines) {
    const rounded: Point[] = [];
    for (const [x, y] of simplifyPoints(line.points, tolerance)) {
      const point: Point = [Math.round(x), Math.round(y)];
      const last = rounded[rounded.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
    }
    if (rounded.length < 2 || (line.closed && (rounded.length < 3 || ringArea(rounded) < minArea))) continue;
    const [first, ...rest] = rounded as [Point, ...Point[]];
    let previous = first;
    const steps = rest.map((p) => {
      const step = `${p[0] - previous[0]} ${p[1] - previous[1]}`;
      previous = p;
      return step;
    });
    parts.push(`M${first[0]} ${first[1]}l${steps.join(' ')}${line.closed ? 'z' : ''}`);
  }
  // Negative numbers carry their own separator in SVG path syntax, so " -" can lose the space.
  return parts.join('').replace(/ -/g, '-');
}

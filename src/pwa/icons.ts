import { crc32, deflateSync } from 'node:zlib';

/**
 * Tenant app icons drawn at build time without an image library: the favicon's mark (public/favicon.svg, an "A"
 * stroked on a rounded square, 32-unit grid) in the tenant's colours, anti-aliased by distance to the shapes,
 * encoded as 8-bit RGBA PNG.
 */
const GRID = 32;
const CORNER = 8;
const HALF_STROKE = 1.3;
const MARK: readonly (readonly [number, number, number, number])[] = [
  [9, 22, 16, 9],
  [16, 9, 23, 22],
  [12, 17, 20, 17],
];

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function distanceToSegment(px: number, py: number, [ax, ay, bx, by]: readonly [number, number, number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  return Math.sqrt(ex * ex + ey * ey);
}

/** Signed distance to the rounded square filling the grid (negative inside). */
function distanceToRoundedSquare(px: number, py: number): number {
  const qx = Math.abs(px - GRID / 2) - (GRID / 2 - CORNER);
  const qy = Math.abs(py - GRID / 2) - (GRID / 2 - CORNER);
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - CORNER;
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

export interface IconColours {
  background: string;
  foreground: string;
}

/** Coverage (0..1) of the icon's shape and of its mark per pixel; the same for every tenant, so computed once. */
const coverage = new Map<string, { shape: Float32Array; mark: Float32Array }>();

function coverageOf(size: number, fullBleed: boolean): { shape: Float32Array; mark: Float32Array } {
  const key = `${size}:${fullBleed}`;
  const cached = coverage.get(key);
  if (cached) return cached;
  const pixelsPerUnit = size / GRID;
  const shape = new Float32Array(size * size);
  const mark = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = (x + 0.5) / pixelsPerUnit;
      const py = (y + 0.5) / pixelsPerUnit;
      let stroke = Infinity;
      for (const segment of MARK) stroke = Math.min(stroke, distanceToSegment(px, py, segment));
      shape[y * size + x] = fullBleed ? 1 : clamp01(0.5 - distanceToRoundedSquare(px, py) * pixelsPerUnit);
      mark[y * size + x] = clamp01((HALF_STROKE - stroke) * pixelsPerUnit + 0.5);
    }
  }
  const result = { shape, mark };
  coverage.set(key, result);
  return result;
}

/** RGBA pixels of the icon, row by row. */
export function drawIcon(size: number, colours: IconColours, fullBleed: boolean): Uint8Array {
  const { shape, mark } = coverageOf(size, fullBleed);
  const bg = hexToRgb(colours.background);
  const fg = hexToRgb(colours.foreground);
  const out = new Uint8Array(size * size * 4);
  for (let p = 0; p < size * size; p++) {
    const m = mark[p]!;
    for (let c = 0; c < 3; c++) out[p * 4 + c] = Math.round(bg[c]! + (fg[c]! - bg[c]!) * m);
    out[p * 4 + 3] = Math.round(shape[p]! * 255);
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG file of square RGBA pixels. */
export function encodePng(size: number, rgba: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(png);
}

export function renderIconPng(size: number, colours: IconColours, fullBleed: boolean): Uint8Array<ArrayBuffer> {
  return encodePng(size, drawIcon(size, colours, fullBleed));
}

/**
 * Reading a request body once, within a size limit, before any route runs. Every method that carries a body goes
 * through it, whether or not its route reads one, so "413 for every oversized body" holds everywhere:
 * - a declared Content-Length over the limit is refused before a single byte is read;
 * - a body without one (chunked) is read up to the limit, and refused as soon as it passes it: nothing beyond the
 *   limit plus one chunk is ever read into memory. The rest stays on the wire; the HTTP server discards it after the
 *   answer, within bounds (lib/http-server.ts), so the client still receives its 413.
 * On @hono/node-server the bytes come straight from Node's request stream, without building a WHATWG Request (that
 * costs on every request, docs/decisions.md, speed); elsewhere (`app.request()` in tests) from the Request body.
 *
 * The text is decoded as UTF-8 once, here. Bytes that are not valid UTF-8 become lone surrogates (U+DC80–U+DCFF,
 * Python's "surrogateescape") instead of U+FFFD: the contract's string rule then refuses them with a 422 that names
 * the field, where U+FFFD would have been stored as if the client had sent it.
 */
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error.ts';

/**
 * Reads the body of `c` into Hono's body cache (validators parse it from there; an upload route reads the bytes);
 * throws PAYLOAD_TOO_LARGE.
 */
export async function readBodyWithinLimit(c: Context, maxBytes: number, as: 'text' | 'bytes' = 'text'): Promise<void> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE');
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Only a real Node stream (tests may hand over a stand-in socket address without one).
  const fromNode = typeof incoming?.read === 'function';
  const bytes = fromNode ? await readIncoming(incoming, maxBytes) : await readWebStream(c.req.raw.body, maxBytes);
  // A body without a Content-Type makes the OpenAPI media-type gate look at the request's own body stream, which on
  // Node is the stream read above: it threw ("body object should not be disturbed or locked"), a 500 before any
  // check. Rare, so only then is a Request built over the bytes read, and the gate answers 415 (or the body is empty).
  if (fromNode && !c.req.header('content-type')) {
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.method,
      headers: c.req.raw.headers,
      body: bytes.byteLength > 0 ? (bytes as Uint8Array<ArrayBuffer>) : null,
    });
  }
  // Hono keeps body promises in `bodyCache` (its type says otherwise); `c.req.json()` parses from the cached text.
  const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
  if (as === 'bytes') cache.arrayBuffer = Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  else cache.text = Promise.resolve(decodeUtf8(bytes));
}

function tooLarge(): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE');
}

/** Node's request stream: chunks until the end, or until the limit is passed (then it stays paused, unread). */
function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  if (incoming.readableEnded) return Promise.resolve(new Uint8Array(0));
  // The client hung up after sending everything: the request is still served (and keeps its writes:
  // server/shutdown.test.ts). What arrived is still buffered; a body cut short is not.
  if (incoming.destroyed) return incoming.complete ? Promise.resolve(bufferedRest(incoming, [], 0, maxBytes)) : Promise.reject(aborted());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        incoming.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // The connection closed before the end was read: finish from the buffer when the whole body had arrived.
    const onClose = () => {
      cleanup();
      if (!incoming.complete) {
        reject(aborted());
        return;
      }
      try {
        resolve(bufferedRest(incoming, chunks, size, maxBytes));
      } catch (error) {
        reject(error);
      }
    };
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onError);
    incoming.once('close', onClose);
  });
}

const aborted = () => new Error('request body aborted by the client');

/** `chunks` plus what is still buffered in a stream that will emit no more. */
function bufferedRest(incoming: IncomingMessage, chunks: Buffer[], size: number, maxBytes: number): Uint8Array {
  let total = size;
  for (let chunk = incoming.read() as Buffer | null; chunk !== null; chunk = incoming.read() as Buffer | null) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** A WHATWG body stream: read chunk by chunk; past the limit the reader is released, not cancelled. */
async function readWebStream(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const strictUtf8KeepBom = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** UTF-8 to text; each byte of an invalid sequence becomes the lone surrogate U+DC00 + byte (surrogateescape). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decodeWithSurrogateEscape(bytes);
  }
}

function decodeWithSurrogateEscape(bytes: Uint8Array): string {
  // A leading byte order mark is dropped, as the strict decoder (and Request.text()) does.
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let text = '';
  let index = start;
  while (index < bytes.length) {
    const length = validSequenceLength(bytes, index);
    if (length > 0) {
      index += length;
      continue;
    }
    text += strictUtf8KeepBom.decode(bytes.subarray(start, index)) + String.fromCharCode(0xdc00 + bytes[index]!);
    index += 1;
    start = index;
  }
  return text + strictUtf8KeepBom.decode(bytes.subarray(start));
}

const isContinuation = (byte: number | undefined) => byte !== undefined && byte >= 0x80 && byte <= 0xbf;
const inRange = (byte: number | undefined, low: number, high: number) => byte !== undefined && byte >= low && byte <= high;

/** Length of the well-formed UTF-8 sequence at `index` (Unicode table 3-7), or 0 when it is not one. */
function validSequenceLength(bytes: Uint8Array, index: number): number {
  const lead = bytes[index]!;
  const b1 = bytes[index + 1];
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return isContinuation(b1) ? 2 : 0;
  let second = false;
  let length = 0;
  if (lead === 0xe0) [second, length] = [inRange(b1, 0xa0, 0xbf), 3];
  else if ((lead >= 0xe1 && lead <= 0xec) || lead === 0xee || lead === 0xef) [second, length] = [isContinuation(b1), 3];
  else if (lead === 0xed) [second, length] = [inRange(b1, 0x80, 0x9f), 3];
  else if (lead === 0xf0) [second, length] = [inRange(b1, 0x90, 0xbf), 4];
  else if (lead >= 0xf1 && lead <= 0xf3) [second, length] = [isContinuation(b1), 4];
  else if (lead === 0xf4) [second, length] = [inRange(b1, 0x80, 0x8f), 4];
  if (!second) return 0;
  for (let offset = 2; offset < length; offset += 1) if (!isContinuation(bytes[index + offset])) return 0;
  return length;
}

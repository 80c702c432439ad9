/** Every request gets an id: a sane incoming X-Request-ID is kept (the site sends one), otherwise a new UUID. */
import { randomUUID } from 'node:crypto';

/** Printable, bounded: an id that is safe to log and to echo in a header. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(incoming: string | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
}

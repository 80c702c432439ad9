/**
 * Reading one cookie from a Cookie header, exactly as hono/cookie's `getCookie(c, name)` does (same pair
 * splitting, whitespace trimming, quote stripping, value check and percent-decoding; the first valid pair of that
 * name wins), without building a dictionary of every cookie. The session middleware reads its cookie on every
 * request; `cookies.test.ts` checks the two agree on arbitrary headers.
 */
import { tryDecodeURIComponent } from 'hono/utils/url';

/** hono/utils/cookie's check of a cookie value (after quotes are stripped). */
const VALID_VALUE = /^[ !#-:<-[\]-~]*$/;

const isBlank = (code: number) => code === 32 || code === 9;

export function readCookie(header: string, name: string): string | undefined {
  if (header.indexOf(name) === -1) return undefined;
  const length = header.length;
  let start = 0;
  while (start <= length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = length;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end) {
      let nameStart = start;
      let nameEnd = equals;
      while (nameStart < nameEnd && isBlank(header.charCodeAt(nameStart))) nameStart++;
      while (nameEnd > nameStart && isBlank(header.charCodeAt(nameEnd - 1))) nameEnd--;
      if (nameEnd - nameStart === name.length && header.startsWith(name, nameStart)) {
        let valueStart = equals + 1;
        let valueEnd = end;
        while (valueStart < valueEnd && isBlank(header.charCodeAt(valueStart))) valueStart++;
        while (valueEnd > valueStart && isBlank(header.charCodeAt(valueEnd - 1))) valueEnd--;
        let value = header.slice(valueStart, valueEnd);
        if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
        if (VALID_VALUE.test(value)) return tryDecodeURIComponent(value);
      }
    }
    start = end + 1;
  }
  return undefined;
}

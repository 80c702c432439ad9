/**
 * `Content-Disposition: attachment` for a file name as its owner gave it (RFC 6266): the name itself in `filename*`
 * (RFC 5987, UTF-8, percent-encoded) whenever it is not plain ASCII (or holds a quote or backslash, which clients
 * unescape differently), beside an ASCII `filename` for old clients (accents dropped, anything else `_`). A header value is bytes: a raw name outside Latin-1 (Chinese, Arabic, an emoji, a
 * bidi control) used to fail the whole download with a 500.
 */
import contentDisposition from 'content-disposition';

export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return contentDisposition(fileName, { type: 'attachment', fallback });
}

/**
 * The client runtime's own strings (spec §4, §8: session outcomes, status fallbacks, the second handler's user
 * messages, the global handlers, recovery suggestions, and `errors.code.<CODE>` for every code of
 * contract/errors.ts), translated like the rest of the site in src/i18n/locales (keys `errors.*`, `session.*`).
 *
 * A page that runs the runtime (the app and auth layouts, which mount RuntimeHost) carries its locale's runtime
 * strings once, in a JSON data block (<script type="application/json" id="ae-runtime-messages">, see
 * src/islands/runtime/RuntimeMessages.astro). `text()` reads it on first use, so a toast raised by any island,
 * before or after RuntimeHost hydrates, speaks the page's language, and no English table ships in the scripts.
 * Unit tests, which have no page, install English with `setRuntimeFallback` (src/lib/errors/testing/english.ts).
 */
import { interpolate, type Messages, type TranslateValues } from '../../i18n/translate.ts';

export const RUNTIME_MESSAGES_ID = 'ae-runtime-messages';
/** The key prefixes the data block carries. */
export const RUNTIME_MESSAGE_PREFIXES = ['errors.', 'session.'] as const;

type EnglishKeys = keyof typeof import('../../i18n/locales/en.json');
/** Every runtime key, checked against the English file at compile time. */
export type MessageKey = Extract<EnglishKeys, `errors.${string}` | `session.${string}`>;

let pageMessages: Messages | undefined;
let fallback: Messages = {};
const reported = new Set<string>();

function readDataBlock(): Messages | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(RUNTIME_MESSAGES_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as Messages;
  } catch {
    return undefined;
  }
}

function messages(): Messages {
  pageMessages ??= readDataBlock();
  return pageMessages ?? fallback;
}

/** Strings to use when the page has no data block (unit tests install English). */
export function setRuntimeFallback(next: Messages): void {
  fallback = next;
}

/** Use these strings instead of the page's (tests); `undefined` reads the page's data block again on next use. */
export function setRuntimeMessages(next: Messages | undefined): void {
  pageMessages = next;
}

/** The page's text for a runtime key; a key the page lacks comes back as itself and is reported once. */
export function text(key: MessageKey, values?: TranslateValues): string {
  const template = messages()[key];
  if (template === undefined) {
    if (!reported.has(key)) {
      reported.add(key);
      console.error(`i18n: no "${key}" in this page's runtime messages (#${RUNTIME_MESSAGES_ID})`);
    }
    return key;
  }
  return interpolate(template, values);
}

/**
 * The page's text for an API error code (`errors.code.<CODE>`, English in contract/errors.ts and the same words
 * the API sends). Undefined for codes the site does not know, so callers fall back to what the server said.
 */
export function textForErrorCode(code: string | undefined): string | undefined {
  return code ? messages()[`errors.code.${code}`] : undefined;
}

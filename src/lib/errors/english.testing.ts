/**
 * For unit tests: installs the English runtime strings as the fallback of src/lib/errors/messages.ts, standing in
 * for the data block a built page carries. Import it first in a test that checks the runtime's English wording.
 * Reads the English file itself (no i18next).
 */
import ENGLISH from '../../i18n/locales/en.json';
import { RUNTIME_MESSAGE_PREFIXES, setRuntimeFallback } from './messages.ts';

export const ENGLISH_RUNTIME_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENGLISH as Record<string, string>).filter(([key]) => RUNTIME_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix))),
);

setRuntimeFallback(ENGLISH_RUNTIME_MESSAGES);

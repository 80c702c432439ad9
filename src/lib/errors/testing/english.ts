/**
 * For unit tests: installs the English runtime strings as the fallback of src/lib/errors/messages.ts, standing in
 * for the data block a built page carries. Import it first in a test that checks the runtime's English wording.
 * Reads only the English files (no i18next), wherever the lead keeps them (`en.json` or `en/<area>.json`).
 */
import { RUNTIME_MESSAGE_PREFIXES, setRuntimeFallback } from '../messages.ts';

const FILES = import.meta.glob<Record<string, string>>(['../../../i18n/locales/en.json', '../../../i18n/locales/en/*.json'], {
  eager: true,
  import: 'default',
});

export const ENGLISH_RUNTIME_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(FILES)
    .flatMap((messages) => Object.entries(messages))
    .filter(([key]) => RUNTIME_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix))),
);

setRuntimeFallback(ENGLISH_RUNTIME_MESSAGES);

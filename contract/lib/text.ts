/**
 * The one rule for text in requests: every string the API reads (body values and keys, query and path parameters)
 * is valid Unicode without NUL. PostgreSQL cannot store NUL in text (it answered 500), and a lone surrogate (or a
 * byte sequence that is not UTF-8, which the server decodes to lone surrogates) would be stored as U+FFFD, silently
 * changing what the client sent. The server applies it to every validated input of every operation at once
 * (server/core/router.ts); a violation is a 422 whose `loc` names the field.
 */

export interface TextIssue {
  /** Where in the input: keys and indexes, without the location prefix (`body`, `query`, `path`). */
  path: Array<string | number>;
  msg: string;
  type: 'string_nul' | 'string_unicode';
}

export const TEXT_RULE_MESSAGES = {
  string_nul: 'Text must not contain NUL (U+0000) characters',
  string_unicode: 'Text must be valid Unicode: a lone surrogate or bytes that are not UTF-8 were sent',
} as const;

/** What is wrong with one string, if anything. */
export function textProblem(text: string): TextIssue['type'] | null {
  if (text.includes('\u0000')) return 'string_nul';
  if (!text.isWellFormed()) return 'string_unicode';
  return null;
}

/** Every string in `value` (object keys included) that breaks the rule, with its path. Iterative: bodies may nest deep. */
export function findTextIssues(value: unknown): TextIssue[] {
  const issues: TextIssue[] = [];
  const pending: Array<[unknown, Array<string | number>]> = [[value, []]];
  while (pending.length > 0 && issues.length < 20) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const type = textProblem(current);
      if (type) issues.push({ path, type, msg: TEXT_RULE_MESSAGES[type] });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push([current[index], [...path, index]]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        const keyProblem = textProblem(key);
        if (keyProblem) issues.push({ path: [...path, key], type: keyProblem, msg: TEXT_RULE_MESSAGES[keyProblem] });
        else pending.push([item, [...path, key]]);
      }
    }
  }
  return issues;
}

/**
 * Spec §3: a user's initials are the first letters of the words of full_name, upper-cased, at most 2;
 * 'U' when there is no name. Words are split on any whitespace so stray spaces never yield empty letters,
 * and letters are taken per code point so names in non-Latin scripts keep whole characters.
 */
export const INITIALS_MAX_LENGTH = 2;
export const INITIALS_FALLBACK = 'U';

export function getInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return INITIALS_FALLBACK;
  const letters = words.slice(0, INITIALS_MAX_LENGTH).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

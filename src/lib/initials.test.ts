import { describe, expect, it } from 'vitest';
import { getInitials } from './initials.ts';

describe('getInitials (spec §3)', () => {
  it('takes the first letter of each word, upper-cased', () => {
    expect(getInitials('ada lovelace')).toBe('AL');
  });

  it('keeps at most two letters', () => {
    expect(getInitials('Grace Brewster Murray Hopper')).toBe('GB');
  });

  it('uses one letter for a one-word name', () => {
    expect(getInitials('plato')).toBe('P');
  });

  it("falls back to 'U' without a name", () => {
    expect(getInitials('')).toBe('U');
    expect(getInitials('   ')).toBe('U');
    expect(getInitials(undefined)).toBe('U');
    expect(getInitials(null)).toBe('U');
  });

  it('ignores repeated whitespace between words', () => {
    expect(getInitials('  Linus \t  Torvalds ')).toBe('LT');
  });

  it('keeps whole characters outside the Basic Multilingual Plane', () => {
    expect(getInitials('𝒜lice 𝒷ob')).toBe('𝒜𝒷');
  });

  it('handles non-Latin scripts', () => {
    expect(getInitials('émile zola')).toBe('ÉZ');
    expect(getInitials('محمد علي')).toBe('مع');
  });
});

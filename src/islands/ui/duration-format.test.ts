import { describe, expect, it } from 'vitest';
import { formatDuration, weekdayNames } from './duration-format.ts';

describe('Personal 2 formats', () => {
  it('reads a duration in the largest unit that stays readable', () => {
    expect(formatDuration(20, 'en')).toBe('20 seconds');
    expect(formatDuration(7.5, 'en')).toBe('7.5 seconds');
    expect(formatDuration(240, 'en')).toBe('4 minutes');
    expect(formatDuration(9000, 'en')).toBe('2.5 hours');
    expect(formatDuration(240, 'fr')).toBe('4 minutes');
    expect(formatDuration(240, 'de')).toBe('4 Minuten');
  });
  it('names the weekdays Monday first, in the language asked', () => {
    expect(weekdayNames('en')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('de')[0]).toBe('Montag');
  });
});

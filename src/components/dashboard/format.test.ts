import { describe, expect, it } from 'vitest';
import { formatChange, formatValue } from './format';

describe('formatValue', () => {
  it('formats money, percentages given as 0–100, minutes and plain numbers', () => {
    expect(formatValue(4820, 'currency', 'en')).toBe('$4,820');
    expect(formatValue(87.4, 'percent', 'en')).toBe('87.4%');
    expect(formatValue(38, 'minutes', 'en')).toBe('38 min');
    expect(formatValue(1284, 'number', 'en')).toBe('1,284');
  });
  it('follows the locale', () => {
    expect(formatValue(1284, 'number', 'de')).toBe('1.284');
  });
});

describe('formatChange', () => {
  it('always shows the direction, and percentage changes in points', () => {
    expect(formatChange(2, 'number', 'en')).toBe('+2');
    expect(formatChange(-180, 'currency', 'en')).toBe('−$180');
    expect(formatChange(-0.6, 'percent', 'en')).toBe('−0.6 pts');
    expect(formatChange(0, 'number', 'en')).toBe('±0');
  });
});

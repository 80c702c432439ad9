import { describe, expect, it } from 'vitest';
import { getT } from '../../i18n/catalog.ts';
import {
  capitalize,
  formatAgo,
  formatChange,
  formatDay,
  formatDuration,
  formatMonth,
  formatTime,
  formatValue,
  formatWeekday,
  formatWhen,
  joinList,
  languageName,
  regionName,
} from './format.ts';

const LRM = '\u200E';
const NBSP = /[\u00a0\u202f]/g;
/** Intl separates some numbers from their unit with a (narrow) no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(NBSP, ' ');

describe('formatValue', () => {
  it('formats money, percentages given as 0–100, minutes and plain numbers', () => {
    expect(formatValue(4820, 'currency', 'en')).toBe('$4,820');
    expect(formatValue(87.4, 'percent', 'en')).toBe('87.4%');
    expect(formatValue(38, 'minutes', 'en')).toBe('38 min');
    expect(formatValue(1284, 'number', 'en')).toBe('1,284');
  });
  it('follows the locale: separators, symbol position and unit words', () => {
    expect(formatValue(1284, 'number', 'de')).toBe('1.284');
    expect(plain(formatValue(4820, 'currency', 'de'))).toBe('4.820 $');
    expect(plain(formatValue(87.4, 'percent', 'fr'))).toBe('87,4 %');
    expect(plain(formatValue(1284, 'number', 'fr'))).toBe('1 284');
    expect(formatValue(38, 'minutes', 'zh-CN')).toBe('38分钟');
    expect(formatValue(4820, 'currency', 'es-MX')).toContain('4,820');
    expect(formatValue(1284, 'number', 'es')).toBe('1284');
    expect(formatValue(38, 'minutes', 'ar')).toContain('38');
  });
});

describe('formatChange', () => {
  it('always shows the direction, and percentage changes in points', () => {
    const t = getT('en');
    expect(formatChange(2, 'number', 'en', t)).toBe('+2');
    expect(formatChange(-180, 'currency', 'en', t)).toBe('−$180');
    expect(formatChange(-0.6, 'percent', 'en', t)).toBe('−0.6 pts');
    expect(formatChange(2.1, 'percent', 'en', t)).toBe('+2.1 pts');
    expect(formatChange(0, 'number', 'en', t)).toBe('±0');
  });
  it("words the points and writes the numbers in the page's language", () => {
    expect(plain(formatChange(-0.6, 'percent', 'de', getT('de')))).toBe(
      `−0,6 ${getT('de')('dashboard.format.points', { value: '' }).trim()}`,
    );
    expect(plain(formatChange(2.1, 'percent', 'fr', getT('fr')))).toMatch(/^\+2,1 /);
    expect(formatChange(2.1, 'percent', 'zh-CN', getT('zh-CN'))).toMatch(/^\+2\.1/);
    expect(plain(formatChange(-180, 'currency', 'fr', getT('fr')))).toBe('−180 $US');
  });
  it('keeps the sign on the reading side of the number in Arabic', () => {
    const t = getT('ar');
    expect(formatChange(2, 'number', 'ar', t)).toBe(`${LRM}+2`);
    expect(formatChange(-4, 'number', 'ar', t)).toBe(`${LRM}−4`);
    expect(formatChange(0, 'number', 'ar', t)).toBe(`${LRM}±0`);
  });
});

describe('dates of the demo data', () => {
  it('reads English exactly as the demo always showed it', () => {
    expect(formatMonth('2026-04', 'en')).toBe('Apr');
    expect(formatDay('2026-04-30', 'en')).toBe('Apr 30');
    expect(formatWeekday('2026-04-20', 'en')).toBe('Mon');
    expect(formatWeekday('2026-04-20', 'en')).toBe(formatWeekday('2026-04-20', 'en-US'));
  });
  it("uses the locale's month and weekday names and its clock", () => {
    expect(formatMonth('2026-03', 'de')).toBe('Mär');
    expect(formatMonth('2026-05', 'fr')).toBe('mai');
    expect(formatMonth('2026-04', 'zh-CN')).toBe('4月');
    expect(formatMonth('2026-04', 'ar')).toBe('أبريل');
    expect(formatDay('2026-04-30', 'de')).toBe('30. Apr.');
    expect(formatDay('2026-04-30', 'zh-CN')).toBe('4月30日');
    expect(formatWeekday('2026-04-20', 'es')).toBe('lun');
    expect(formatWeekday('2026-04-20', 'zh-CN')).toBe('周一');
    expect(formatTime('2026-04-22T09:42', 'de')).toBe('09:42');
    expect(plain(formatTime('2026-04-22T09:42', 'en'))).toBe('9:42 AM');
    expect(formatTime('2026-04-22T21:05', 'fr')).toBe('21:05');
  });
  it('words relative times and durations per language', () => {
    expect(formatAgo(1, 'day', 'en')).toBe('yesterday');
    expect(formatAgo(12, 'minute', 'de')).toBe('vor 12 Min.');
    expect(formatAgo(3, 'hour', 'zh-CN')).toBe('3小时前');
    expect(formatAgo(1, 'week', 'es', 'long')).toBe('la semana pasada');
    expect(plain(formatDuration(2, 'hour', 'fr'))).toBe('2 h');
    expect(plain(formatDuration(25, 'minute', 'en'))).toBe('25 min');
  });
  it('formats every kind of moment of the sample data', () => {
    const en = getT('en');
    const de = getT('de');
    expect(plain(formatWhen({ show: 'todayAt', at: '2026-04-22T09:10' }, 'en', en))).toBe('Today 9:10 AM');
    expect(formatWhen({ show: 'todayAt', at: '2026-04-22T09:10' }, 'de', de)).toContain('09:10');
    expect(formatWhen({ show: 'ago', ago: { amount: 1, unit: 'day' }, standalone: true }, 'en', en)).toBe('Yesterday');
    expect(formatWhen({ show: 'ago', ago: { amount: 1, unit: 'week' }, standalone: true }, 'fr', getT('fr'))).toBe('La semaine dernière');
    expect(formatWhen({ show: 'ago', ago: { amount: 1, unit: 'day' }, standalone: true }, 'de', de)).toBe('Gestern');
    expect(formatWhen({ show: 'weekday', at: '2026-04-24' }, 'en', en)).toBe('Fri');
    expect(formatWhen({ show: 'day', at: '2026-04-30' }, 'en', en)).toBe('Apr 30');
  });
});

describe('names and lists', () => {
  it("names countries and languages with Intl in the page's language", () => {
    expect(regionName('US', 'en')).toBe('United States');
    expect(regionName('DE', 'de')).toBe('Deutschland');
    expect(regionName('MX', 'ar')).toBe('المكسيك');
    expect(regionName('GB', 'zh-CN')).toBe('英国');
    expect(languageName('es', 'fr')).toBe('espagnol');
    expect(capitalize(languageName('en', 'es'), 'es')).toBe('Inglés');
    expect(capitalize('', 'en')).toBe('');
  });
  it("joins lists with the language's own separator", () => {
    expect(joinList(['A', 'B'], getT('en'))).toBe('A, B');
    expect(joinList(['A', 'B'], getT('zh-CN'))).toBe('A、B');
    expect(joinList(['A', 'B'], getT('ar'))).toBe('A، B');
  });
});

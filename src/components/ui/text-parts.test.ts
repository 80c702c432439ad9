import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate.ts';
import { getT } from '../../i18n/catalog.ts';
import { isSlot, ltrRuns, textParts } from './text-parts.ts';

describe('textParts', () => {
  const t = createTranslator('en', {
    summary: '{{range}} of {{total}}',
    ar: '{{range}} من {{total}}',
    middle: 'Rate answers on the {{term}} page to improve your experts.',
    twice: '{{a}} and {{a}}',
    plain: 'No placeholder here',
  });

  it('cuts the sentence at the slot, keeps the other placeholders interpolated', () => {
    expect(textParts(t, 'summary', ['range'], { total: 25 })).toEqual([{ slot: 'range' }, { text: ' of 25' }]);
    expect(textParts(t, 'ar', ['range'], { total: 25 })).toEqual([{ slot: 'range' }, { text: ' من 25' }]);
  });

  it('leaves the text around a slot in the middle, spaces included', () => {
    expect(textParts(t, 'middle', ['term'])).toEqual([
      { text: 'Rate answers on the ' },
      { slot: 'term' },
      { text: ' page to improve your experts.' },
    ]);
  });

  it('gives a slot each time the language uses it, and the whole text when there is none', () => {
    expect(textParts(t, 'twice', ['a']).filter(isSlot)).toEqual([{ slot: 'a' }, { slot: 'a' }]);
    expect(textParts(t, 'plain', ['a'])).toEqual([{ text: 'No placeholder here' }]);
  });

  it("works on the strict build translator and follows each language's word order", () => {
    expect(textParts(getT('en'), 'showcase.props.heading', ['component'])).toEqual([{ slot: 'component' }, { text: ' props' }]);
    const fr = textParts(getT('fr'), 'showcase.props.heading', ['component']);
    expect(fr[0]).toEqual({ text: 'Propriétés de ' });
    expect(fr[1]).toEqual({ slot: 'component' });
  });
});

describe('ltrRuns', () => {
  it('isolates code inside Arabic prose and leaves the sentence punctuation to the Arabic text', () => {
    expect(ltrRuns("وتُعلَّم الصفحة الحالية بـaria-current='page'. ويكون")).toEqual([
      { text: 'وتُعلَّم الصفحة الحالية بـ' },
      { ltr: "aria-current='page'" },
      { text: '. ويكون' },
    ]);
    expect(ltrRuns('والقيمة الافتراضية ?page=N.')).toEqual([{ text: 'والقيمة الافتراضية ' }, { ltr: '?page=N' }, { text: '.' }]);
  });

  it('keeps words of one name together and ranges in reading order', () => {
    expect(ltrRuns('حيث لا تتوفر واجهة Clipboard API.')).toEqual([
      { text: 'حيث لا تتوفر واجهة ' },
      { ltr: 'Clipboard API' },
      { text: '.' },
    ]);
    expect(ltrRuns('يعرض «21–40 من 487».')).toEqual([
      { text: 'يعرض «' },
      { ltr: '21–40' },
      { text: ' من ' },
      { ltr: '487' },
      { text: '».' },
    ]);
  });

  it('leaves brackets that open or close in the Arabic text outside the run', () => {
    expect(ltrRuns('الصفحة الحالية (يبدأ الترقيم من 1)؛')).toEqual([
      { text: 'الصفحة الحالية (يبدأ الترقيم من ' },
      { ltr: '1' },
      { text: ')؛' },
    ]);
    expect(ltrRuns('زر تبديل (aria-pressed).')).toEqual([{ text: 'زر تبديل ' }, { ltr: '(aria-pressed)' }, { text: '.' }]);
    expect(ltrRuns('(group): فتح')).toEqual([{ ltr: '(group)' }, { text: ': فتح' }]);
  });

  it('returns text without code as one part', () => {
    expect(ltrRuns('الأقسام.')).toEqual([{ text: 'الأقسام.' }]);
  });
});

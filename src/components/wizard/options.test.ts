import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contract/locales';
import { getT } from '../../i18n/catalog';
import { agentTools, approvalRules, autonomyLevels, budgetRanges, expertFields, maxFileSize, priorities, teamRoles } from './options';

describe('wizard options', () => {
  it('keeps the English labels and amounts', () => {
    const t = getT('en');
    expect(budgetRanges(t, 'en').map((o) => o.label)).toEqual(['Under $500', '$500 to $2,000', '$2,000 to $10,000', 'Over $10,000', 'Not decided yet']);
    expect(expertFields(t).map((o) => o.label)).toEqual(['Education', 'Nutrition', 'Business', 'Health', 'Legal', 'Agriculture']);
    expect(maxFileSize('en')).toBe('25 MB');
  });

  it('formats amounts and sizes for the page locale instead of in English', () => {
    // French and German put the currency after the amount and group thousands their own way.
    expect(budgetRanges(getT('fr'), 'fr')[1]!.label).toMatch(/^De 500\s\$US à 2\s000\s\$US$/u);
    expect(budgetRanges(getT('de'), 'de')[3]!.label).toMatch(/^Über 10\.000\s\$$/u);
    expect(budgetRanges(getT('zh-CN'), 'zh-CN')[0]!.label).toBe('低于 US$500');
    expect(maxFileSize('fr')).toMatch(/^25\sMo$/u);
  });

  it('submits the same values in every language, with a label for each', () => {
    const values = (t: ReturnType<typeof getT>, locale: (typeof LOCALES)[number]) =>
      [expertFields(t), autonomyLevels(t), budgetRanges(t, locale), priorities(t), teamRoles(t), approvalRules(t), agentTools(t)].map((group) =>
        group.map((o) => {
          expect(o.label.trim(), `${locale} ${o.value}`).not.toBe('');
          return o.value;
        }),
      );
    const english = values(getT('en'), 'en');
    for (const locale of LOCALES) expect(values(getT(locale), locale), locale).toEqual(english);
  });
});

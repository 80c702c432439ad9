import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../contract/locales.ts';
import { getT } from '../i18n/catalog.ts';
import { roadmap, roadmapStatusLabel } from './roadmap.ts';
import { statusComponents } from './status.ts';

const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const en = getT(DEFAULT_LOCALE);

describe('status and roadmap content', () => {
  it('reports on the four components the server checks, each once, with their English names', () => {
    const components = statusComponents(en);
    expect(components.map((c) => c.name)).toEqual(['API', 'Database', 'E-mail', 'Live updates']);
    expect(new Set(components.map((c) => c.id)).size).toBe(components.length);
  });

  it('names and describes every component in every language, in the same order, never in English', () => {
    const englishCovers = statusComponents(en).map((c) => c.covers);
    for (const locale of OTHER_LOCALES) {
      const components = statusComponents(getT(locale));
      expect(
        components.map((c) => c.id),
        locale,
      ).toEqual(['api', 'database', 'mail', 'events']);
      components.forEach((c, i) => {
        expect(c.name.trim(), `${locale} ${c.id}`).not.toBe('');
        expect(c.covers, `${locale} ${c.id}`).not.toBe(englishCovers[i]);
      });
    }
  });

  it('lays out the foundation, marketplace and agent workspace milestones in that order', () => {
    const milestones = roadmap(en);
    expect(milestones.map((m) => m.id)).toEqual(['foundation', 'marketplace', 'agent-workspace']);
    for (const milestone of milestones) expect(milestone.items.length).toBeGreaterThan(0);
    expect(milestones[0]!.title).toBe('Foundation');
    expect(roadmapStatusLabel(en, 'in-progress')).toBe('In progress');
  });

  it('has the same roadmap structure in every language, with every title and detail translated', () => {
    const english = roadmap(en);
    for (const locale of OTHER_LOCALES) {
      const t = getT(locale);
      const milestones = roadmap(t);
      expect(
        milestones.map((m) => [m.id, m.status, m.items.map((i) => [i.id, i.status])]),
        locale,
      ).toEqual(english.map((m) => [m.id, m.status, m.items.map((i) => [i.id, i.status])]));
      milestones.forEach((milestone, m) => {
        expect(milestone.summary, `${locale} ${milestone.id}`).not.toBe(english[m]!.summary);
        milestone.items.forEach((item, i) => {
          expect(item.title, `${locale} ${item.id}`).not.toBe(english[m]!.items[i]!.title);
          expect(item.detail, `${locale} ${item.id}`).not.toBe(english[m]!.items[i]!.detail);
        });
      });
      for (const status of ['shipped', 'in-progress', 'planned'] as const) {
        expect(roadmapStatusLabel(t, status), `${locale} ${status}`).not.toBe(roadmapStatusLabel(en, status));
      }
    }
  });
});

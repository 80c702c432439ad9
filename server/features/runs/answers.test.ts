/**
 * Answers worth reading from the embedded runner (issue 24), on the seeded experts and their knowledge documents: for
 * each question of the table the completed run's answer names the question's key terms, cites at least one passage
 * that is about them by its title, never repeats a paragraph, never shows a file name, and its rendered text holds no
 * raw markdown. A question with nothing to go on is asked back.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInDemo } from '../../../tests/support/catalog.ts';
import { runUntil } from '../../../tests/support/runs.ts';
import { createStorageAdapter } from '../../adapters/storage/index.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { seedProtocols } from '../protocols/seed-step.ts';
import { runSteps } from './schema.ts';
import { demoUserId, payFor } from '../../../tests/support/billing.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  // Two of these experts are paid: the demo member pays as a person would (billing).
  await payFor(t, await demoUserId(t), 'resume-tailor', 4);
  await payFor(t, await demoUserId(t), 'low-residue-meal-planner');
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
}, 180_000);

/** Per seeded expert: a question, the key terms the answer must name, and headings of which one must be cited. */
const QUESTIONS: Array<{ expert: string; title: string; question: string; terms: string[]; cites: string[] }> = [
  {
    expert: 'low-residue-meal-planner',
    title: 'Low residue meal planner',
    question: 'Which foods are usually tolerated for breakfast during a flare?',
    terms: ['foods', 'tolerated', 'breakfast'],
    cites: ['Foods often tolerated', 'Planning tips', 'Foods usually limited on a low-residue plan'],
  },
  {
    expert: 'low-residue-meal-planner',
    title: 'Low residue meal planner',
    question: 'When should I contact my care team?',
    terms: ['contact', 'care', 'team'],
    cites: ['When to contact your care team'],
  },
  {
    expert: 'gut-symptom-journal',
    title: 'Gut symptom journal',
    question: 'How do I read trends in my symptom journal?',
    terms: ['trends', 'symptom', 'journal'],
    cites: ['Reading your trends', 'Why keep a symptom journal'],
  },
  {
    expert: 'resume-tailor',
    title: 'Resume tailor',
    question: 'How do I write strong bullet points for applicant tracking systems?',
    terms: ['bullet', 'applicant', 'tracking'],
    cites: ['Strong bullet points', 'Applicant tracking systems'],
  },
  {
    expert: 'resume-tailor',
    title: 'Resume tailor',
    question: 'I am making a career change, how should I structure my resume?',
    terms: ['career', 'change', 'resume'],
    cites: ['Career changes', 'Structure'],
  },
  {
    expert: 'household-budget-builder',
    title: 'Household budget builder',
    question: 'How can I pay down debt and build an emergency fund?',
    terms: ['debt', 'emergency', 'fund'],
    cites: ['Choosing goals', 'Warning signs'],
  },
  {
    expert: 'household-budget-builder',
    title: 'Household budget builder',
    question: 'How should I sort my spending into categories like groceries and subscriptions?',
    terms: ['spending', 'categories', 'groceries'],
    cites: ['Sorting spending'],
  },
];

/** The text a reader sees: tags dropped, the few entities markdown-it writes decoded. */
function renderedText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d|blockquote)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const RAW_MARKDOWN = /\*\*|__|`|^\s*#{1,6}\s|^\s*[-*+]\s|^\s*>|\[[^\]]*\]\([^)]*\)/m;

async function ask(expert: string, question: string) {
  const demo = await signInDemo(t);
  const started = await demo.post('/api/runs', { expert, message: question });
  expect(started.status, await started.clone().text()).toBe(201);
  // The journal's answer waits for its reviewer (seeded so): its answer step's stored output is what the reviewer reads.
  const run = await runUntil(demo, (await started.json()).data.id, ['completed', 'failed', 'waiting_review']);
  expect(run.status).not.toBe('failed');
  if (run.output) return run.output;
  const [step] = await t.db
    .select()
    .from(runSteps)
    .where(and(eq(runSteps.runId, run.id), eq(runSteps.stepId, 'answer')));
  return { markdown: step!.outputMarkdown!, html: renderMarkdown(step!.outputMarkdown!) };
}

describe('the embedded runner answers the question asked', () => {
  for (const row of QUESTIONS) {
    it(`${row.expert}: ${row.question}`, async () => {
      const output = await ask(row.expert, row.question);
      const text = renderedText(output.html);
      for (const term of row.terms) expect(text.toLowerCase()).toContain(term);
      expect(
        row.cites.some((heading) => text.includes(`${row.title}: ${heading}`)),
        text,
      ).toBe(true);
      expect(text).toMatch(/\[1\]/);
      const paragraphs = output.markdown
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean);
      expect(new Set(paragraphs).size, output.markdown).toBe(paragraphs.length);
      expect(output.markdown).not.toMatch(/\.(md|txt|pdf)\b/);
      expect(text).not.toMatch(/\.(md|txt|pdf)\b/);
      expect(text, text).not.toMatch(RAW_MARKDOWN);
      // The sources are listed once: each title appears in the list a single time.
      const sources = text.slice(text.lastIndexOf('Sources:'));
      const titles = sources.split('\n').filter((line) => line.startsWith(`${row.title}: `));
      expect(new Set(titles).size).toBe(titles.length);
    });
  }

  it('asks back when the question gives nothing to go on', async () => {
    const output = await ask('household-budget-builder', 'Hi, can you help?');
    expect(output.markdown).toContain('Could you tell me more about your situation and what you would like to achieve?');
    expect(output.markdown).not.toContain('Sources:');
  });
});

/**
 * PDF knowledge files are searchable: a creator uploads a PDF in the wizard, the file reports the characters its
 * text layer gave, and the embedded runner's preview quotes the PDF's sentence with the file as its source. A PDF
 * that PDF.js cannot read is kept but reported as not searchable (0 characters), never a server error.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { approvedCreator, seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { extractKnowledgeText } from './knowledge-text.ts';

const t = useTestApp();
let creator: Awaited<ReturnType<typeof approvedCreator>>;
beforeAll(async () => {
  await seedTestCatalog(t);
  creator = await approvedCreator(t, await signInAdmin(t));
}, 180_000);

/** A one-page PDF (Helvetica) with one line of text per entry, offsets computed so PDF.js reads it without repair. */
function pdfWithLines(lines: string[]): Uint8Array {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 12 Tf', '14 TL', '72 720 Td', ...lines.map((line) => `(${pdfString(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const RULE = 'Lunch must offer one half cup of dark green vegetables each week.';

describe('PDF knowledge files', () => {
  it('extracts the text layer, page lines kept in order', async () => {
    const text = await extractKnowledgeText('application/pdf', pdfWithLines(['School lunch rules', RULE]));
    expect(text).toContain('School lunch rules');
    expect(text).toContain(RULE);
    expect(text.indexOf('School lunch rules')).toBeLessThan(text.indexOf(RULE));
  });

  it('indexes an uploaded PDF, and the preview cites it by its title, never its file name', async () => {
    const uploaded = await creator.client.request('POST', '/api/creator/knowledge-files?file_name=lunch-rules.pdf', {
      body: pdfWithLines(['School lunch rules', RULE]),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const file = (await uploaded.json()).data as { id: string; indexed_chars: number; content_type: string };
    expect(file.content_type).toBe('application/pdf');
    expect(file.indexed_chars).toBeGreaterThanOrEqual(RULE.length);

    const saved = await creator.client.request('PUT', '/api/wizard/steps/project-files', {
      json: { answers: { file_ids: [file.id] }, current_step: 'project-files', completed: true },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const question = 'How many dark green vegetables at lunch?';
    const preview = await creator.client.post('/api/wizard/preview', { message: question, input: { goal: question } });
    expect(preview.status, await preview.clone().text()).toBe(200);
    const result = (await preview.json()).data as {
      status: string;
      output: { markdown: string } | null;
      steps: { citations: { source: string; passage: string }[] }[];
    };
    expect(result.status).toBe('completed');
    expect(result.output?.markdown).toContain(RULE);
    const citations = result.steps.flatMap((step) => step.citations);
    expect(citations.map((c) => c.source)).toContain('Lunch rules');
    expect(JSON.stringify(result)).not.toContain('lunch-rules.pdf');
  });

  it('keeps a PDF it cannot read as not searchable', async () => {
    const uploaded = await creator.client.request('POST', '/api/creator/knowledge-files?file_name=broken.pdf', {
      body: new TextEncoder().encode('%PDF-1.4\nthis is not a real PDF body'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    expect((await uploaded.json()).data.indexed_chars).toBe(0);
  });
});

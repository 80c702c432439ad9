/**
 * A readable line diff between two protocol versions: each version is written out as lines (one per step field and
 * setting, keyed by step id so a moved step reads as moved), then compared line by line with jsdiff.
 */
import { diffLines } from 'diff';
import type { ProtocolContent } from '../../../../contract/protocols/entities.ts';

export type DiffRow = { kind: 'same' | 'added' | 'removed'; text: string };

const one = (value: string) => value.replace(/\r?\n/g, ' ⏎ ');

/** One version as lines a person reads: steps in order, then settings, plan and pricing. */
export function versionLines(content: ProtocolContent): string[] {
  const lines: string[] = [];
  content.steps.forEach((step, index) => {
    const at = `${index + 1}. ${step.id}`;
    lines.push(`${at} [${step.kind}] ${one(step.title)}`);
    if (step.instruction) lines.push(`${at} instruction: ${one(step.instruction)}`);
    if (step.output_template) lines.push(`${at} template: ${one(step.output_template)}`);
    if (step.input_schema) lines.push(`${at} input: ${JSON.stringify(step.input_schema)}`);
    if (step.tool) lines.push(`${at} tool: ${step.tool}`);
    if (step.review_gate) lines.push(`${at} review gate`);
    if (step.next) lines.push(`${at} next: ${step.next}`);
  });
  const s = content.settings;
  lines.push(`settings: tone ${s.tone}; languages ${s.languages.join(', ')}; max steps ${s.max_steps}; max tokens ${s.max_tokens}`);
  if (s.temperature !== null) lines.push(`settings: temperature ${s.temperature}`);
  if (s.allowed_tools.length > 0) lines.push(`settings: tools ${s.allowed_tools.join(', ')}`);
  if (content.plan.summary) lines.push(`plan: ${one(content.plan.summary)}`);
  lines.push(`pricing: ${content.pricing.model} ${content.pricing.amount} ${content.pricing.currency}`);
  return lines;
}

/** The rows of the diff from `before` to `after`, each a whole line. */
export function lineDiff(before: ProtocolContent, after: ProtocolContent): DiffRow[] {
  const parts = diffLines(`${versionLines(before).join('\n')}\n`, `${versionLines(after).join('\n')}\n`);
  const rows: DiffRow[] = [];
  for (const part of parts) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    for (const text of part.value.replace(/\n$/, '').split('\n')) rows.push({ kind, text });
  }
  return rows;
}

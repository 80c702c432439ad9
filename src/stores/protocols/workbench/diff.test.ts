import { describe, expect, it } from 'vitest';
import type { ProtocolContent, ProtocolStep } from '../../../../contract/protocols/entities.ts';
import { lineDiff } from './diff.ts';

const step = (id: string, title: string, kind: ProtocolStep['kind']): ProtocolStep => ({
  id,
  kind,
  title,
  instruction: '',
  input_schema: null,
  output_template: null,
  tool: null,
  review_gate: false,
  next: null,
  module: null,
});

function seedProtocolContent(_review: boolean): ProtocolContent {
  return {
    steps: [step('intake', 'Your question', 'ask'), step('answer', 'Answer from the guide', 'answer')],
    modules: [],
    settings: {
      tone: 'warm',
      languages: ['en'],
      provider: 'protocol-runner',
      model: null,
      temperature: null,
      allowed_tools: [],
      max_steps: 10,
      max_tokens: 1024,
    },
    plan: { summary: 'Ask, then answer.', milestones: [] },
    pricing: { model: 'free', amount: 0, currency: 'USD' },
  };
}

describe('lineDiff', () => {
  it('marks only the changed line of a step as removed and added, and keeps the rest', () => {
    const before = seedProtocolContent(false);
    const after = seedProtocolContent(false);
    after.steps[1]!.title = 'Answer with the jar size';
    const changed = lineDiff(before, after).filter((row) => row.kind !== 'same');
    expect(changed).toEqual([
      { kind: 'removed', text: '2. answer [answer] Answer from the guide' },
      { kind: 'added', text: '2. answer [answer] Answer with the jar size' },
    ]);
    expect(lineDiff(before, before).every((row) => row.kind === 'same')).toBe(true);
  });
});

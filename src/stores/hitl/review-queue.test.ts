/** The review queue's selection rules (j/k, the item beside the list) and what the detail reads from an item. */
import { describe, expect, it } from 'vitest';
import type { ReviewItem } from '../../../contract/hitl/entities.ts';
import { gateOf, otherArgs, proposedAnswer, selectedItem, stepSelection } from './review-queue.ts';

const item = (id: string, over: Partial<ReviewItem> = {}): ReviewItem => ({
  id,
  run_id: id,
  step_id: 'answer',
  expert: { id, slug: 'brine', name: 'Brine Guide' },
  status: 'pending',
  action_request: { action: 'send_answer', args: { answer: 'Salt it.', tone: 'plain' } },
  config: { allow_accept: true, allow_edit: true, allow_respond: true, allow_ignore: true },
  description: '**Answer from the guide**: check the answer before the person sees it.\n\nAnswer from the guide only.',
  question: 'How much salt?',
  decision: null,
  reviewer_id: id,
  decided_at: null,
  created_at: '2026-11-28T20:00:00.000Z',
  ...over,
});
const items = [item('a'), item('b'), item('c')];

describe('the review queue', () => {
  it('shows the chosen item while it is listed, else the first; none in an empty queue', () => {
    expect(selectedItem(items, 'b')?.id).toBe('b');
    expect(selectedItem(items, 'gone')?.id).toBe('a');
    expect(selectedItem(items, null)?.id).toBe('a');
    expect(selectedItem([], 'a')).toBeNull();
  });

  it('j and k move one item and stop at the ends', () => {
    expect(stepSelection(items, 'a', 1)).toBe('b');
    expect(stepSelection(items, 'c', 1)).toBe('c');
    expect(stepSelection(items, 'b', -1)).toBe('a');
    expect(stepSelection(items, 'a', -1)).toBe('a');
    expect(stepSelection(items, null, 1)).toBe('b');
    expect(stepSelection([], null, 1)).toBeNull();
  });

  it('reads the proposed answer, the other arguments, the step and its instruction', () => {
    expect(proposedAnswer(items[0]!)).toBe('Salt it.');
    expect(otherArgs(items[0]!)).toEqual([['tone', 'plain']]);
    expect(proposedAnswer(item('d', { action_request: { action: 'send_answer', args: {} } }))).toBeNull();
    expect(gateOf(items[0]!)).toEqual({ step: 'Answer from the guide', instruction: 'Answer from the guide only.' });
    expect(gateOf(item('e', { description: 'Look at this.' }))).toEqual({ step: 'answer', instruction: 'Look at this.' });
  });
});

import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt } from './mention-suggestions.ts';

describe('the composer’s @mention', () => {
  it('finds the @word being typed before the caret, and only there', () => {
    expect(mentionAt('Ask @low-res', 12)).toEqual({ start: 4, query: 'low-res' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('mail ada@example', 16)).toBeNull();
    expect(mentionAt('Ask @low then', 13)).toBeNull();
  });
  it('replaces the typed part with the handle and a space, keeping the rest', () => {
    expect(insertMention('Ask @low please', { start: 4, query: 'low' }, 'low-residue-meal-planner')).toEqual({
      text: 'Ask @low-residue-meal-planner please',
      caret: 30,
    });
    expect(insertMention('@', { start: 0, query: '' }, 'ada')).toEqual({ text: '@ada ', caret: 5 });
  });
});

import { describe, expect, it } from 'vitest';
import { isPlainLine, renderMarkdown, renderMessageHtml } from './markdown.ts';

// A small deterministic generator, so that a failure names its input and repeats.
function* lines(count: number, alphabet: string[]): Generator<string> {
  let state = 20261127;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  for (let index = 0; index < count; index += 1) {
    const length = 1 + (next() % 24);
    yield Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
  }
}

describe('message rendering', () => {
  it('renders markdown and keeps only safe markup', () => {
    expect(renderMessageHtml('**bold** and [a link](https://example.com)')).toBe(
      '<p><strong>bold</strong> and <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">a link</a></p>',
    );
    expect(renderMessageHtml('[x](javascript:alert(1)) <script>alert(1)</script>')).toBe(
      '<p>[x](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(renderMessageHtml('   ')).toBe('');
  });

  it('answers a plain line exactly as the full renderer does', () => {
    const samples = [
      'Hi, how are you? I\'d like "that" (maybe).',
      't=1234.567',
      'Ça va? Très bien, merci',
      'مرحبا، كيف حالك؟',
      'नमस्ते, आप कैसे हैं?',
      'see example.com',
      '1. first',
      '2) second',
      'a - b + c = 100%',
      'mail me: someone@example.com',
      'ends with spaces  ',
      'ok: fine. yes!',
      'a *b* c',
      'a _b_ c',
      'a `b` c',
      'a ~~b~~ c',
      'x <b>y</b>',
      'fish & chips',
      'see @alice',
      'one\ntwo',
      '# heading',
      '> quote',
      '- item',
      '+ item',
      'a [b](https://example.com)',
      'a \\*b',
      'go to http://example.org now',
      '    code',
    ];
    for (const sample of samples) expect(renderMessageHtml(sample), sample).toBe(renderMarkdown(sample));
  });

  it('never differs from the full renderer on generated one-line messages', () => {
    // What a plain line may hold (the tricky ones: `.`, `:`, digits, leading and trailing spaces), then with a few
    // characters that markdown reads.
    const allowed = [...'aZé9 ,;?!\'"()=%+-.:', 'ّ', 'ü', '1', 'x', ' ', 'b', 'c'];
    const mixed = [...allowed, '_', '*', '#', '>', '`', '[', '@', '&', '<', '\n'];
    let plain = 0;
    for (const line of [...lines(3000, allowed), ...lines(3000, mixed)]) {
      if (isPlainLine(line)) plain += 1;
      expect(renderMessageHtml(line), JSON.stringify(line)).toBe(renderMarkdown(line));
    }
    expect(plain).toBeGreaterThan(1000);
  });
});

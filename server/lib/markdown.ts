/**
 * The one Markdown renderer of everything a person (or an agent) wrote and someone else reads: messages, agent
 * answers, listing descriptions (docs/domain.md: text is stored as written and rendered to safe HTML on the
 * server). Two layers, so that neither a crafted input nor a future parser bug reaches a browser as markup:
 *
 * 1. markdown-it with raw HTML off (a typed `<script>` stays text); links only to http(s), mailto, a path on this
 *    site or a fragment; images only of our own attachments (`/api/attachments/<id>`), any other image shows its
 *    alt text;
 * 2. sanitize-html keeps only the tags and attributes markdown produces, the same schemes, and those images.
 *
 * Flavours differ in layout only: a `message` (chat, agent answers) turns line breaks and bare URLs into markup and
 * opens links in a new tab; a `listing` (an expert's description) keeps the author's paragraphs and demotes its
 * headings to h3–h6, below the page's own. The attack corpus in markdown.test.ts runs against both.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

export type MarkdownFlavour = 'message' | 'listing';

/** Our attachments' download path (contract/messaging `downloadAttachment`): the only images a text may show. */
const ATTACHMENT_SRC = /^\/api\/attachments\/[0-9a-f-]{36}$/i;
/** Absolute http(s) and mailto, a path on this site (not `//host`), or a fragment. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

function createParser(flavour: MarkdownFlavour) {
  const message = flavour === 'message';
  const parser = new MarkdownIt({ html: false, linkify: message, breaks: message, typographer: false });
  parser.validateLink = (url) => SAFE_LINK.test(url.trim());
  parser.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = String(self.renderInlineAsText(token.children ?? [], options, env));
    if (!ATTACHMENT_SRC.test(src)) return parser.utils.escapeHtml(alt);
    return `<img src="${parser.utils.escapeHtml(src)}" alt="${parser.utils.escapeHtml(alt)}" loading="lazy">`;
  };
  if (!message) {
    const demoted = (tag: string) => `h${Math.min(6, Math.max(3, Number(tag.slice(1)) + 2))}`;
    parser.renderer.rules.heading_open = (tokens, index) => `<${demoted(tokens[index]!.tag)}>`;
    parser.renderer.rules.heading_close = (tokens, index) => `</${demoted(tokens[index]!.tag)}>\n`;
  }
  return parser;
}

const TAGS = ['p', 'br', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLES = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALIGN = { 'text-align': [/^(left|right|center)$/] };

function sanitizerOptions(flavour: MarkdownFlavour): sanitizeHtml.IOptions {
  const link: Record<string, string> =
    flavour === 'message' ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : { rel: 'nofollow noopener noreferrer' };
  return {
    allowedTags: [...TAGS, ...HEADINGS, ...TABLES],
    // The link transform adds target and rel after this filter runs on the input, so they are listed too.
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'loading'],
      ol: ['start'],
      th: ['style'],
      td: ['style'],
      code: ['class'],
    },
    allowedStyles: { th: ALIGN, td: ALIGN },
    allowedClasses: { code: [/^language-[\w-]+$/] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !ATTACHMENT_SRC.test(frame.attribs.src ?? ''),
    transformTags: { a: sanitizeHtml.simpleTransform('a', link) },
  };
}

const FLAVOURS = {
  message: { parser: createParser('message'), sanitize: sanitizerOptions('message') },
  listing: { parser: createParser('listing'), sanitize: sanitizerOptions('listing') },
} as const;

/**
 * A one-line message that no markdown rule can touch: it starts with a letter or digit (no list, heading or quote
 * marker, no ordered-list number), ends on a non-space, and holds only letters, marks, digits, spaces and
 * punctuation without meaning in markdown; a `.` or `:` is never followed by a letter (no domain or scheme for
 * linkify). Most chat lines are this; rendering them whole cost a send ~0.15 ms. The unit test checks that the
 * shortcut answers exactly what the renderer does.
 */
const PLAIN_LINE = /^(?!\d+[.)])(?=[\p{L}\p{N}])(?:[\p{L}\p{M}\p{N},;?!'"()=%+ -]|[.:](?![\p{L}\p{M}_]))*(?<! )$/u;

export const isPlainLine = (source: string): boolean => PLAIN_LINE.test(source);

/** Safe HTML for markdown as written; an empty text renders empty. */
export function renderMarkdown(source: string, flavour: MarkdownFlavour = 'message'): string {
  if (source.trim() === '') return '';
  if (flavour === 'message' && isPlainLine(source)) return `<p>${source}</p>`;
  return renderFully(source, flavour);
}

/** Both layers, with no shortcut (the tests hold the shortcut to it). */
export function renderFully(source: string, flavour: MarkdownFlavour = 'message'): string {
  const { parser, sanitize } = FLAVOURS[flavour];
  return sanitizeHtml(parser.render(source), sanitize).trim();
}

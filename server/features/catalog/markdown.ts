/**
 * Renders a listing's markdown to HTML that is safe to insert (docs/domain.md: text a person wrote is stored as
 * written and rendered on the server). markdown-it with raw HTML off escapes every tag the author typed, and its
 * link check refuses `javascript:`, `vbscript:`, `file:` and non-image `data:` targets; links open as external
 * (`rel="nofollow noopener noreferrer"`), and headings are demoted so a description never competes with the
 * page's own <h1>/<h2>.
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });
markdown.disable(['image']);

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]!.attrSet('rel', 'nofollow noopener noreferrer');
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.tag = `h${Math.min(6, Math.max(3, Number(token.tag.slice(1)) + 2))}`;
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = (tokens, index) => `</h${Math.min(6, Math.max(3, Number(tokens[index]!.tag.slice(1)) + 2))}>\n`;

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/**
 * Agent text: the server renders the markdown to sanitized HTML (no raw HTML, no javascript: links); shown as is.
 * Its sources are listed once: an answer that already names them (the embedded runner's numbered sources) shows no
 * second copy, and another lists each source by its title, without quoting the passage again.
 */
import type { Citation } from '../../../../contract/runs/entities.ts';
import { useT } from '../../../i18n/react.tsx';

export function AgentText({ html, citations = [] }: { html: string; citations?: readonly Citation[] }) {
  const t = useT();
  const titles = [...new Set(citations.map((c) => c.source))].filter((title) => !html.includes(title));
  return (
    <div className="wz-agent-text">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized agent markdown */}
      <div className="wz-agent-text__body" dangerouslySetInnerHTML={{ __html: html }} />
      {titles.length > 0 && (
        <ol className="wz-agent-text__sources" aria-label={t('runs.sources')}>
          {titles.map((title) => (
            <li key={title}>
              <cite>{title}</cite>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

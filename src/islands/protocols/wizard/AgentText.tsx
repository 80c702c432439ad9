/** Agent text: the server renders the markdown to sanitized HTML (no raw HTML, no javascript: links); shown as is. */
import type { Citation } from '../../../../contract/runs/entities.ts';
import { useT } from '../../../i18n/react.tsx';

export function AgentText({ html, citations = [] }: { html: string; citations?: readonly Citation[] }) {
  const t = useT();
  return (
    <div className="wz-agent-text">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized agent markdown */}
      <div className="wz-agent-text__body" dangerouslySetInnerHTML={{ __html: html }} />
      {citations.length > 0 && (
        <ul className="wz-agent-text__sources" aria-label={t('runs.sources')}>
          {citations.map((c) => (
            <li key={`${c.file_id}-${c.passage.slice(0, 20)}`}>
              <blockquote>{c.passage}</blockquote>
              <cite>{c.source}</cite>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The dashboards' parts that look the same everywhere (Creator earnings, Personal 2, Agent analytics): a row of
 * labelled figures, each with an optional quiet line under it, and the invitation a member who is not a creator
 * gets on a creator's dashboard. The words are the caller's, already translated.
 */
import { useLocale } from '../../i18n/react.tsx';
import { pathInLocale } from '../../stores/auth/navigation.ts';
import { buttonClass } from '../ui/controls.tsx';
import '../ui/figures.css';

export interface Figure {
  /** `data-stat`, for tests and styles. */
  key: string;
  label: string;
  value: string;
  note?: string;
}

export function FigureStats({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <dl className="earnings-stats" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.key} className="earnings-stat" data-stat={figure.key}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
          {figure.note !== undefined && <dd className="figure-note">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** What a creator's dashboard shows a member: what it would hold, and the way to become a creator. */
export function NotCreatorYet({ title, text, action }: { title: string; text: string; action: string }) {
  const locale = useLocale();
  return (
    <div className="earnings-empty">
      <h2>{title}</h2>
      <p>{text}</p>
      <a className={buttonClass()} href={pathInLocale(locale, '/studio/apply')}>
        {action}
      </a>
    </div>
  );
}

/**
 * The public status board (issue 12, point 3): the latest stored check of each component, 90 days of daily
 * results as bars, and the team's incident and maintenance notes. It shows only what the server measured; before
 * the first answer each row says "Not checked yet", and a failed request says so instead of guessing.
 */
import { STATUS_HISTORY_DAYS } from '../../../contract/status/constants.ts';
import { useLocale, useT, withI18n } from '../../i18n/react.tsx';
import { $status, type StatusComponentView, type StatusNoteView } from '../../stores/status/index.ts';
import { formatDateTime } from '../ui/format.ts';
import { useIslandStore } from '../ui/use-island-store.ts';

export const STATUS_BOARD_MESSAGES = ['status.'] as const;

interface Props {
  /** Component ids with their names and what each covers, in the page's language (from src/content/status.ts). */
  components: readonly { id: string; name: string; covers: string }[];
}

/** The last 90 UTC days, oldest first (the server stores days in UTC). */
function historyDays(now: Date): string[] {
  return Array.from({ length: STATUS_HISTORY_DAYS }, (_, i) =>
    new Date(now.getTime() - (STATUS_HISTORY_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

function dayClass(entry: { checks: number; failures: number } | undefined): string {
  if (!entry || entry.checks === 0) return 'none';
  if (entry.failures === 0) return 'up';
  return entry.failures / entry.checks < 0.05 ? 'partial' : 'down';
}

function History({ component, days }: { component: StatusComponentView | undefined; days: string[] }) {
  const t = useT();
  const locale = useLocale();
  const formatDay = (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const byDay = new Map((component?.days ?? []).map((d) => [d.day, d]));
  const uptime = component?.uptime_percent;
  // The share is over the days that have checks: with less than the full window it says since when, never "90 days".
  const firstDay = component?.days[0]?.day;
  const partial = firstDay !== undefined && firstDay > (days[0] ?? '');
  return (
    <div className="status-board__history">
      <ol className="status-board__bars" aria-label={t('status.board.history')}>
        {days.map((day) => {
          const entry = byDay.get(day);
          const label = entry
            ? t('status.board.day', { day: formatDay(day), failures: entry.failures, checks: entry.checks })
            : t('status.board.dayEmpty', { day: formatDay(day) });
          return <li key={day} className="status-board__bar" data-day={dayClass(entry)} title={label} aria-label={label} />;
        })}
      </ol>
      <p className="status-board__uptime muted">
        {uptime === null || uptime === undefined
          ? t('status.board.noUptime')
          : partial
            ? t('status.board.uptimeSince', { percent: uptime, day: formatDay(firstDay) })
            : t('status.board.uptime', { percent: uptime })}
      </p>
    </div>
  );
}

function Note({ note }: { note: StatusNoteView }) {
  const t = useT();
  const locale = useLocale();
  const start = formatDateTime(note.starts_at, locale);
  return (
    <li className="status-board__note" data-kind={note.kind}>
      <p className="status-board__note-kind">{t(`status.board.kind.${note.kind}`)}</p>
      <h3>{note.title}</h3>
      <p>{note.body}</p>
      <p className="muted">
        {note.ends_at
          ? t('status.board.ended', { start, end: formatDateTime(note.ends_at, locale) })
          : t('status.board.ongoing', { start })}
      </p>
    </li>
  );
}

function StatusBoard({ components }: Props) {
  const t = useT();
  const locale = useLocale();
  const status = useIslandStore($status);
  const data = status.data;
  const days = historyDays(new Date());
  const lastChecked = data?.components
    .map((c) => c.checked_at)
    .filter((v): v is string => v !== null)
    .sort()
    .at(-1);
  return (
    <div className="status-board">
      <div className="status-board__summary" role="status" data-overall={data?.overall ?? 'unknown'}>
        {data ? (
          <>
            <p className="status-board__overall">{t(`status.overall.${data.overall}`)}</p>
            {lastChecked && (
              <p className="muted">
                {t('status.board.lastChecked', { time: formatDateTime(lastChecked, locale), seconds: data.check_interval_seconds })}
              </p>
            )}
          </>
        ) : (
          <p>{status.error ? t('status.board.failed') : t('status.board.loading')}</p>
        )}
      </div>
      <ul className="status-board__list">
        {components.map((c) => {
          const live = data?.components.find((d) => d.id === c.id);
          const state = live?.state ?? 'unknown';
          return (
            <li key={c.id} className="status-board__item" data-component={c.id}>
              <div className="status-board__head">
                <h2 className="status-board__name">{c.name}</h2>
                <span className="status-board__state" data-state={state}>
                  {t(`status.state.${state}`)}
                  {live?.latency_ms !== null && live?.latency_ms !== undefined && state === 'up' && (
                    <span className="muted"> · {t('status.board.latency', { ms: Math.round(live.latency_ms) })}</span>
                  )}
                </span>
              </div>
              <p className="muted">{c.covers}</p>
              <History component={live} days={days} />
            </li>
          );
        })}
      </ul>
      <section className="status-board__notes" aria-labelledby="status-notes">
        <h2 id="status-notes">{t('status.board.notes')}</h2>
        {data && data.notes.length > 0 ? (
          <ul>
            {data.notes.map((note) => (
              <Note key={note.id} note={note} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('status.board.noNotes')}</p>
        )}
      </section>
    </div>
  );
}

export default withI18n(StatusBoard);

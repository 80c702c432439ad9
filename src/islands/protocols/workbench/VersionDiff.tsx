/** A readable line diff between any two versions (jsdiff over each version written out as lines; stores/…/diff.ts). */
import { useEffect, useState } from 'react';
import type { Protocol } from '../../../../contract/protocols/entities.ts';
import { useT } from '../../../i18n/react.tsx';
import { type DiffRow, lineDiff } from '../../../stores/protocols/workbench/diff.ts';
import { loadVersion } from '../../../stores/protocols/workbench/workbench.ts';
import { Placeload, SelectField } from '../../ui/controls.tsx';

type Summary = Protocol['versions'][number];

export function VersionDiff({ versions }: { versions: readonly Summary[] }) {
  const t = useT();
  // Newest first: by default, what changed from the one before the newest to the newest.
  const [from, setFrom] = useState(String(versions[1]?.number ?? versions[0]!.number));
  const [to, setTo] = useState(String(versions[0]!.number));
  const [rows, setRows] = useState<DiffRow[] | null>(null);
  const idOf = (number: string) => versions.find((v) => String(v.number) === number)?.id;
  const stamp = versions.map((v) => `${v.id}/${v.updated_at}`).join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetched when the chosen versions or any version changes.
  useEffect(() => {
    const a = idOf(from);
    const b = idOf(to);
    if (!a || !b) return;
    let live = true;
    setRows(null);
    void Promise.all([loadVersion(a), loadVersion(b)]).then(([before, after]) => {
      if (live && before.ok && after.ok) setRows(lineDiff(before.value, after.value));
    });
    return () => {
      live = false;
    };
  }, [from, to, stamp]);

  const options = versions.map((v) => (
    <option key={v.id} value={String(v.number)}>
      {t('workbench.versions.number', { number: v.number })}
    </option>
  ));
  const changed = rows?.filter((row) => row.kind !== 'same').length ?? 0;
  return (
    <section className="wb-card" aria-labelledby="wb-diff-title">
      <h2 id="wb-diff-title">{t('workbench.diff.title')}</h2>
      <div className="wb-step__row">
        <SelectField id="wb-diff-from" label={t('workbench.diff.from')} value={from} onValue={setFrom}>
          {options}
        </SelectField>
        <SelectField id="wb-diff-to" label={t('workbench.diff.to')} value={to} onValue={setTo}>
          {options}
        </SelectField>
      </div>
      {rows === null ? (
        <Placeload lines={3} label={t('workbench.loading')} />
      ) : (
        <>
          <p role="status">{changed === 0 ? t('workbench.diff.same') : t('workbench.diff.changed', { count: changed })}</p>
          {/* Long lines wrap (workbench.css), so the diff never scrolls sideways, even at 390 px. */}
          <div className="wb-diff" dir="ltr" data-diff="">
            {rows.map((row, index) => {
              const Line = row.kind === 'added' ? 'ins' : row.kind === 'removed' ? 'del' : 'span';
              const sign = row.kind === 'added' ? '+' : row.kind === 'removed' ? '−' : ' ';
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one diff never reorder.
                <Line key={index} className={`wb-diff__line wb-diff__line--${row.kind}`} data-kind={row.kind}>
                  <span aria-hidden="true">{sign} </span>
                  {row.kind !== 'same' && <span className="visually-hidden">{t(`workbench.diff.${row.kind}`)} </span>}
                  {row.text}
                </Line>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}

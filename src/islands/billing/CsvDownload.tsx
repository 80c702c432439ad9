/**
 * "Download CSV" beside a chart or table: the same figures as the table, as RFC 4180 text with a byte-order mark
 * (so a spreadsheet reads names in any script), made in the browser from what the page already holds.
 */
import { useT } from '../../i18n/react.tsx';
import { toCsv } from '../../stores/billing/earnings-series.ts';
import { Button } from '../ui/controls.tsx';

interface Props {
  /** The file's name, without `.csv`. */
  file: string;
  /** What the file holds, for the button's accessible name ("Download CSV: Your experts"). */
  what: string;
  header: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

export function CsvDownload({ file, what, header, rows }: Props) {
  const t = useT();
  function download() {
    const url = URL.createObjectURL(new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${file}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the click; the object URL is no longer needed once this task ends.
    queueMicrotask(() => URL.revokeObjectURL(url));
  }
  const label = t('billing.earnings.csv');
  return (
    <Button variant="secondary" size="sm" onClick={download} aria-label={`${label}: ${what}`}>
      {label}
    </Button>
  );
}

/** Small pieces of the review queue: an item's age (kept current), and which key presses are shortcuts. */
import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/react.tsx';
import { formatDateTime } from '../ui/format.ts';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", in the page's language; the exact time on hover. Re-rendered every half minute. */
export function Age({ at }: { at: string }) {
  const locale = useLocale();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // Before hydration (and at build time) the exact time: a relative one would be stale in the prebuilt page.
  if (now === null) return <time dateTime={at}>{formatDateTime(at, locale)}</time>;
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  const [unit, size] = UNITS.find(([, size]) => seconds >= size) ?? ['second', 1];
  const text = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.floor(seconds / size), unit);
  return (
    <time dateTime={at} title={formatDateTime(at, locale)}>
      {text}
    </time>
  );
}

/** A key pressed while writing (a field, or with a modifier) is the writer's, not a shortcut. */
export function isTyping(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return true;
  const target = event.target as HTMLElement | null;
  return Boolean(target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)));
}

/** A listing's status as a coloured tag (the words carry it; the colour only repeats them). */
import { useT } from '../../../i18n/react.tsx';
import './studio.css';

export type ListingStatus = 'draft' | 'in_review' | 'published' | 'suspended';
const STATUS_KEYS: Record<ListingStatus, string> = {
  draft: 'studio.status.draft',
  in_review: 'studio.status.inReview',
  published: 'studio.status.published',
  suspended: 'studio.status.suspended',
};

export function StatusTag({ status }: { status: ListingStatus }) {
  const t = useT();
  return <span className={`ui-tag studio-status studio-status--${status}`}>{t(STATUS_KEYS[status])}</span>;
}

/**
 * The review items waiting for your decision (HITL): what the expert's agent proposes, and the decisions the item
 * allows (accept, respond with your own text, ignore). Shown on Personal 1 beside your tasks.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ReviewItem } from '../../../contract/hitl/entities.ts';
import { useT } from '../../i18n/react.tsx';
import { allowedDecisions, decideReview } from '../../stores/hitl/decisions.ts';
import { $pendingReviews } from '../../stores/hitl/queue.ts';
import { Button, LoadState, TextField } from '../ui/controls.tsx';
import './hitl.css';

function Decision({ item }: { item: ReviewItem }) {
  const t = useT();
  const [response, setResponse] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const decisions = allowedDecisions(item);
  const answer = typeof item.action_request.args.answer === 'string' ? item.action_request.args.answer : null;

  async function decide(type: (typeof decisions)[number]) {
    if (type === 'respond' && !response.trim()) return setError(t('runs.review.responseRequired'));
    setBusy(true);
    const outcome = await decideReview(item, type, type === 'respond' ? { response: response.trim() } : {});
    setBusy(false);
    if (!outcome.ok) setError(outcome.failure.fields.response ?? outcome.failure.general.join(' '));
  }

  return (
    <li className="hitl-review" id={`review-${item.id}`} data-review-id={item.id}>
      <p>
        <strong>{item.expert.name}</strong> {t('runs.review.proposes', { action: item.action_request.action })}
      </p>
      {answer && <blockquote className="hitl-review__answer">{answer}</blockquote>}
      {decisions.includes('respond') && (
        <TextField
          id={`review-${item.id}-response`}
          label={t('runs.review.response')}
          value={response}
          onValue={setResponse}
          error={error}
        />
      )}
      <div className="ui-row">
        {decisions.map((type) => (
          <Button key={type} size="sm" variant={type === 'accept' ? 'primary' : 'secondary'} busy={busy} onClick={() => void decide(type)}>
            {t(`runs.review.decide.${type}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}

export function PendingReviews() {
  const t = useT();
  const reviews = useStore($pendingReviews);
  if (reviews.data === undefined) return <LoadState error={reviews.error} label={t('runs.review.loading')} />;
  if (reviews.data.items.length === 0) return <p className="muted">{t('runs.review.empty')}</p>;
  return (
    <ul className="plain-list hitl-reviews">
      {reviews.data.items.map((item) => (
        <Decision key={item.id} item={item} />
      ))}
    </ul>
  );
}

/**
 * One review item beside the queue: what the run asked, the protocol step and why it needs a person, the answer the
 * agent proposes (editable) and its other arguments; then the decisions it allows, each on a key, with an optional
 * comment. A decided item shows what was decided, when, and the comment.
 */
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ReviewDecisionType, ReviewItem } from '../../../contract/hitl/entities.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { allowedDecisions, decideReview } from '../../stores/hitl/decisions.ts';
import { $decisionNotice, gateOf, otherArgs, proposedAnswer } from '../../stores/hitl/review-queue.ts';
import { Button, ErrorList, TextAreaField } from '../ui/controls.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Age, isTyping } from './review-parts.tsx';

const ORDER: readonly ReviewDecisionType[] = ['accept', 'edit', 'respond', 'ignore'];
const KEYS: Record<ReviewDecisionType, string> = { accept: 'a', edit: 'e', respond: 'r', ignore: 'i' };

function Context({ item }: { item: ReviewItem }) {
  const t = useT();
  const gate = gateOf(item);
  const args = otherArgs(item);
  return (
    <dl className="hitl-facts">
      <dt>{t('hitl.item.question')}</dt>
      <dd data-field="question">{item.question || t('hitl.item.noQuestion')}</dd>
      <dt>{t('hitl.item.step')}</dt>
      <dd data-field="step">{gate.step}</dd>
      <dt>{t('hitl.item.reason')}</dt>
      <dd data-field="reason">
        {t('hitl.item.gateReason')} <span className="muted">{gate.instruction}</span>
      </dd>
      <dt>{t('hitl.item.action')}</dt>
      <dd>
        <code dir="ltr">{item.action_request.action}</code>
        {args.map(([key, value]) => (
          <span key={key} className="hitl-arg">
            <code dir="ltr">{key}</code>: {value}
          </span>
        ))}
      </dd>
      <dt>{t('hitl.item.age')}</dt>
      <dd>
        <Age at={item.created_at} />
      </dd>
    </dl>
  );
}

function Decided({ item }: { item: ReviewItem }) {
  const t = useT();
  const locale = useLocale();
  const decision = item.decision!;
  const text = decision.type === 'edit' ? String(decision.args?.answer ?? '') : decision.type === 'respond' ? decision.response : null;
  return (
    <div className="hitl-decided" data-decision={decision.type}>
      <p>
        <strong>{t(`hitl.decided.${decision.type}`)}</strong> · {formatDateTime(item.decided_at, locale)}
      </p>
      {text && <blockquote className="hitl-review__answer">{text}</blockquote>}
      {decision.comment && <p className="muted">{t('hitl.decided.comment', { comment: decision.comment })}</p>}
    </div>
  );
}

function Decide({ item }: { item: ReviewItem }) {
  const t = useT();
  const original = proposedAnswer(item) ?? '';
  const [answer, setAnswer] = useState(original);
  const [response, setResponse] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [responseError, setResponseError] = useState<string>();
  const decisions = allowedDecisions(item, ORDER);
  const ids = { answer: `hitl-answer-${item.id}`, response: `hitl-response-${item.id}`, comment: `hitl-comment-${item.id}` };

  async function decide(type: ReviewDecisionType) {
    if (busy || !decisions.includes(type)) return;
    if (type === 'respond' && !response.trim()) {
      setResponseError(t('hitl.decide.responseRequired'));
      document.getElementById(ids.response)?.focus();
      return;
    }
    setBusy(true);
    setErrors([]);
    const outcome = await decideReview(item, type, { answer, response: response.trim(), comment });
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.failure.general);
      setResponseError(outcome.failure.fields.response);
    } else $decisionNotice.set(t('hitl.decide.done', { decision: t(`hitl.decided.${type}`), expert: item.expert.name }));
  }
  const latest = useRef(decide);
  latest.current = decide;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event)) return;
      const focus = { e: ids.answer, r: ids.response, c: ids.comment }[event.key];
      if (focus) {
        event.preventDefault();
        document.getElementById(focus)?.focus();
      } else if (event.key === 'a' || event.key === 'i') {
        event.preventDefault();
        void latest.current(event.key === 'a' ? 'accept' : 'ignore');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ids.answer, ids.response, ids.comment]);

  /** In a field: Ctrl/⌘+Enter sends its decision (edit, respond); Escape leaves the field for the shortcuts. */
  const sendWith = (type: ReviewDecisionType | null) => (event: ReactKeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') event.currentTarget.blur();
    else if (type && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void decide(type);
    }
  };

  return (
    <form className="hitl-decide" aria-labelledby={`hitl-decide-${item.id}`} onSubmit={(event) => event.preventDefault()}>
      <h3 id={`hitl-decide-${item.id}`}>{t('hitl.decide.title')}</h3>
      {decisions.includes('edit') ? (
        <TextAreaField
          id={ids.answer}
          label={t('hitl.decide.answer')}
          hint={t('hitl.decide.answerHint')}
          value={answer}
          onValue={setAnswer}
          rows={6}
          onKeyDown={sendWith('edit')}
        />
      ) : (
        <blockquote className="hitl-review__answer">{original}</blockquote>
      )}
      {decisions.includes('respond') && (
        <TextAreaField
          id={ids.response}
          label={t('hitl.decide.response')}
          hint={t('hitl.decide.responseHint')}
          value={response}
          onValue={(value) => {
            setResponse(value);
            setResponseError(undefined);
          }}
          error={responseError}
          rows={3}
          onKeyDown={sendWith('respond')}
        />
      )}
      <TextAreaField
        id={ids.comment}
        label={t('hitl.decide.comment')}
        hint={t('hitl.decide.commentHint')}
        value={comment}
        onValue={setComment}
        rows={2}
        onKeyDown={sendWith(null)}
      />
      <ErrorList messages={errors} />
      <div className="ws-actions">
        {decisions.map((type) => (
          <Button
            key={type}
            variant={type === 'accept' ? 'primary' : type === 'ignore' ? 'danger' : 'secondary'}
            busy={busy}
            aria-keyshortcuts={KEYS[type]}
            onClick={() => void decide(type)}
          >
            {t(`hitl.decide.${type}`)}{' '}
            <span className="hitl-key" aria-hidden="true">
              {KEYS[type]}
            </span>
          </Button>
        ))}
      </div>
    </form>
  );
}

export function ReviewDetail({ item }: { item: ReviewItem }) {
  return (
    <div className="hitl-detail" data-review-id={item.id} data-status={item.status}>
      <Context item={item} />
      {item.status === 'pending' ? <Decide item={item} /> : <Decided item={item} />}
    </div>
  );
}

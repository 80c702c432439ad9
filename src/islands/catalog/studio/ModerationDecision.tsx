/**
 * Approve, or reject with a reason the applicant or creator will read: the reject button opens the reason field
 * first, so a rejection is never sent without one. The reason's message comes from the API's 422.
 */
import { useState } from 'react';
import { useT } from '../../../i18n/react.tsx';
import { type FormFailure, NO_FAILURE } from '../../../lib/errors/form-failure.ts';
import type { Outcome } from '../../../stores/attempt.ts';
import { Button, ErrorList, TextAreaField } from '../../ui/controls.tsx';
import './studio.css';

export function ModerationDecision({
  name,
  approve,
  reject,
  onDone,
}: {
  name: string;
  approve: () => Promise<Outcome<unknown>>;
  reject: (reason: string) => Promise<Outcome<unknown>>;
  onDone: (decision: 'approved' | 'rejected') => void;
}) {
  const t = useT();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);

  async function decide(decision: 'approved' | 'rejected') {
    setBusy(true);
    const outcome = decision === 'approved' ? await approve() : await reject(reason.trim());
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failure);
    onDone(decision);
  }

  return (
    <div className="ui-stack">
      <ErrorList messages={failure.general} />
      {rejecting && (
        <TextAreaField
          className="studio-textarea"
          label={t('studio.queue.reason')}
          hint={t('studio.queue.reasonHint')}
          value={reason}
          onValue={setReason}
          error={failure.fields.reason}
          maxLength={500}
          rows={3}
          required
        />
      )}
      <div className="studio-actions">
        {rejecting ? (
          <>
            <Button
              variant="danger"
              size="sm"
              busy={busy}
              onClick={() => void decide('rejected')}
              aria-label={t('studio.queue.sendRejectionNamed', { name })}
            >
              {t('studio.queue.sendRejection')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setRejecting(false)}>
              {t('studio.queue.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" busy={busy} onClick={() => void decide('approved')} aria-label={t('studio.queue.approveNamed', { name })}>
              {t('studio.queue.approve')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setRejecting(true)} aria-label={t('studio.queue.rejectNamed', { name })}>
              {t('studio.queue.reject')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * An admin action that needs a reason (remove or keep a reported review, suspend a listing): the button opens the
 * reason field first, so the action is never sent without one. The reason's message comes from the API's 422.
 */
import { useState } from 'react';
import { useT } from '../../../i18n/react.tsx';
import { type FormFailure, NO_FAILURE } from '../../../lib/errors/form-failure.ts';
import type { Outcome } from '../../../stores/attempt.ts';
import { Button, ErrorList, TextAreaField } from '../../ui/controls.tsx';

export function ReasonedAction({
  label,
  namedLabel,
  confirmLabel,
  variant = 'secondary',
  run,
  onDone,
}: {
  label: string;
  namedLabel: string;
  confirmLabel: string;
  variant?: 'secondary' | 'danger';
  run: (reason: string) => Promise<Outcome<unknown>>;
  onDone: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    const outcome = await run(reason.trim());
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failure);
    setOpen(false);
    onDone();
  }

  if (!open) {
    return (
      <Button variant={variant} size="sm" onClick={() => setOpen(true)} aria-label={namedLabel}>
        {label}
      </Button>
    );
  }
  return (
    <div className="ui-stack">
      <ErrorList messages={failure.general} />
      <TextAreaField
        className="studio-textarea"
        label={t('studio.desk.reason')}
        hint={t('studio.desk.reasonHint')}
        value={reason}
        onValue={setReason}
        error={failure.fields.reason}
        maxLength={500}
        rows={3}
        required
      />
      <div className="studio-actions">
        <Button variant={variant === 'danger' ? 'danger' : 'primary'} size="sm" busy={busy} onClick={() => void send()}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          {t('studio.desk.cancel')}
        </Button>
      </div>
    </div>
  );
}

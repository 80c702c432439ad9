/** Write or edit one's review: stars (a radio group) and text; field messages come from the API's answer. */
import { useState } from 'react';
import { REVIEW_TEXT_RULES as REVIEW_TEXT } from '../../stores/catalog/rules.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import type { FormFailure } from '../../lib/errors/form-failure.ts';
import { notify } from '../../lib/toast/index.ts';
import type { Review } from '../../../contract/catalog/index.ts';
import { editReview, writeReview } from '../../stores/catalog/reviews.ts';
import { Button, ErrorList, FieldError, TextAreaField } from '../ui/controls.tsx';

interface ReviewFormProps {
  slug: string;
  existing?: Review;
  onDone: () => void;
}

export function ReviewForm({ slug, existing, onDone }: ReviewFormProps) {
  const t = useT();
  const locale = useLocale();
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [text, setText] = useState(existing?.text ?? '');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const local: Record<string, string> = {};
    if (stars < 1) local.stars = t('catalog.reviews.starsRequired');
    if (text.trim().length < REVIEW_TEXT.min) local.text = t('catalog.reviews.textTooShort', { min: String(REVIEW_TEXT.min) });
    if (Object.keys(local).length > 0) {
      setFailure({ fields: local, general: [] });
      return;
    }
    setBusy(true);
    const outcome = existing
      ? await editReview(slug, existing.id, { stars, text: text.trim() })
      : await writeReview(slug, { stars, text: text.trim(), locale });
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.failure);
      return;
    }
    notify.success(t(existing ? 'catalog.reviews.updated' : 'catalog.reviews.saved'));
    onDone();
  }

  return (
    <form
      className="ui-form"
      aria-label={existing ? t('catalog.reviews.editTitle') : t('catalog.reviews.writeTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorList messages={failure?.general ?? []} />
      <fieldset className="ui-fieldset" aria-describedby={failure?.fields.stars ? 'review-stars-error' : undefined}>
        <legend className="ui-field__label">{t('catalog.reviews.stars')}</legend>
        <div className="expert-stars">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="ui-check">
              <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} />
              {t('catalog.reviews.starsOption', { stars: String(value) })}
            </label>
          ))}
        </div>
        {failure?.fields.stars && <FieldError id="review-stars-error">{failure.fields.stars}</FieldError>}
      </fieldset>
      <TextAreaField
        id="review-text"
        label={t('catalog.reviews.text')}
        rows={4}
        maxLength={REVIEW_TEXT.max}
        value={text}
        onValue={setText}
        error={failure?.fields.text}
      />
      <div className="expert-page__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {existing ? t('catalog.reviews.saveEdit') : t('catalog.reviews.submit')}
        </Button>
        {existing && (
          <Button variant="ghost" onClick={onDone}>
            {t('catalog.reviews.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

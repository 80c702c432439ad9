/**
 * Up to five tags out of the catalog's list (about 150): the chosen ones as removable chips, and a filter that
 * offers the first matches to add. A plain list of checkboxes would be too long to scan.
 */
import { useId, useState } from 'react';
import type { Tag } from '../../../../contract/catalog/entities.ts';
import { useLocale, useT } from '../../../i18n/react.tsx';
import { tagLabel } from '../format.ts';
import { Button, FieldError } from '../../ui/controls.tsx';

export const MAX_TAGS = 5;
const SHOWN = 8;

export function TagPicker({
  tags,
  chosen,
  onChosen,
  error,
}: {
  tags: Tag[];
  chosen: string[];
  onChosen: (slugs: string[]) => void;
  error?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [filter, setFilter] = useState('');
  const label = (slug: string) => {
    const tag = tags.find((entry) => entry.slug === slug);
    return tag ? tagLabel(tag, locale) : slug;
  };
  const needle = filter.trim().toLowerCase();
  const matches = needle
    ? tags
        .filter(
          (tag) =>
            !chosen.includes(tag.slug) &&
            (tagLabel(tag, locale).toLowerCase().includes(needle) || tag.label.toLowerCase().includes(needle) || tag.slug.includes(needle)),
        )
        .slice(0, SHOWN)
    : [];
  const full = chosen.length >= MAX_TAGS;
  return (
    <fieldset className="ui-fieldset studio-checks">
      <legend className="ui-field__label">{t('studio.editor.tags')}</legend>
      {chosen.length > 0 ? (
        <ul className="studio-tags" aria-label={t('studio.editor.chosenTags')}>
          {chosen.map((slug) => (
            <li key={slug}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChosen(chosen.filter((s) => s !== slug))}
                aria-label={t('studio.editor.removeTag', { tag: label(slug) })}
              >
                {label(slug)} ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ui-muted">{t('studio.editor.noTags')}</p>
      )}
      <label className="ui-field__label" htmlFor={id}>
        {t('studio.editor.findTag')}
      </label>
      <input
        id={id}
        className="ui-control"
        type="search"
        value={filter}
        disabled={full}
        onChange={(event) => setFilter(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p className="ui-field__hint" id={`${id}-hint`}>
        {t(full ? 'studio.editor.tagsFull' : 'studio.editor.tagsHint', { max: MAX_TAGS })}
      </p>
      {matches.length > 0 && (
        <ul className="studio-tags" aria-label={t('studio.editor.matchingTags')}>
          {matches.map((tag) => (
            <li key={tag.slug}>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChosen([...chosen, tag.slug]);
                  setFilter('');
                }}
                aria-label={t('studio.editor.addTag', { tag: tagLabel(tag, locale) })}
              >
                + {tagLabel(tag, locale)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <FieldError>{error}</FieldError>}
    </fieldset>
  );
}

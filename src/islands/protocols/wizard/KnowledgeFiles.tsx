/**
 * The files step: upload the files the expert answers from (type and size checked before sending, each problem
 * named with its file), and choose which of the creator's files this expert uses. A new upload is chosen at once.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../../i18n/react.tsx';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import {
  $knowledgeFiles,
  checkKnowledgeFile,
  deleteKnowledgeFile,
  KNOWLEDGE_ACCEPT,
  KNOWLEDGE_MAX_BYTES,
  uploadKnowledgeFile,
} from '../../../stores/protocols/wizard/files.ts';
import { Button, ErrorList, Placeload } from '../../ui/controls.tsx';
import { formatBytes } from './format.ts';

export function KnowledgeFiles({ chosen, onChosen }: { chosen: string[]; onChosen: (ids: string[]) => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const files = useStore($knowledgeFiles);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState('');

  async function upload(list: FileList | null) {
    if (!list || list.length === 0) return;
    setUploading(true);
    setDone('');
    const found: string[] = [];
    const added: string[] = [];
    for (const file of Array.from(list)) {
      const checked = checkKnowledgeFile(file);
      if ('problem' in checked) {
        found.push(t(checked.problem.key, { name: checked.problem.name, size: formatBytes(KNOWLEDGE_MAX_BYTES, locale) }));
        continue;
      }
      const outcome = await uploadKnowledgeFile(file, checked.type);
      if (outcome.ok) added.push(outcome.value.id);
      else found.push(t('wizard.files.errors.upload', { name: file.name, reason: outcome.failure.general.join(' ') }));
    }
    setProblems(found);
    if (added.length > 0) {
      onChosen([...chosen, ...added]);
      setDone(t('wizard.files.uploaded', { count: added.length }));
    }
    setUploading(false);
  }

  async function remove(fileId: string, name: string) {
    const outcome = await deleteKnowledgeFile(fileId);
    if (outcome.ok) {
      onChosen(chosen.filter((c) => c !== fileId));
      setDone(t('wizard.files.deleted', { name }));
    }
  }

  return (
    <div className="wz-files">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-input`}>
          {t('wizard.files.upload.label')}
        </label>
        <input
          className="ui-control"
          id={`${id}-input`}
          type="file"
          multiple
          accept={KNOWLEDGE_ACCEPT}
          aria-describedby={`${id}-hint`}
          disabled={uploading}
          onChange={(event) => {
            void upload(event.target.files);
            event.target.value = '';
          }}
        />
        <p className="ui-field__hint" id={`${id}-hint`}>
          {t('wizard.files.knowledgeHint', { size: formatBytes(KNOWLEDGE_MAX_BYTES, locale) })}
        </p>
      </div>
      <p role="status" aria-live="polite" className="wz-files__status">
        {uploading ? t('wizard.files.uploading') : done}
      </p>
      <ErrorList messages={problems} />
      {files.data === undefined ? (
        files.error ? (
          <ErrorList messages={[loadFailureMessage(files.error)]} />
        ) : (
          <Placeload lines={2} label={t('wizard.files.loading')} />
        )
      ) : files.data.length === 0 ? (
        <p className="muted">{t('wizard.files.none')}</p>
      ) : (
        <fieldset className="wz-group">
          <legend className="wz-legend">{t('wizard.files.chooseLegend')}</legend>
          <ul className="wz-files__list">
            {files.data.map((file) => (
              <li key={file.id} className="wz-files__item">
                <label className="wz-option">
                  <input
                    type="checkbox"
                    checked={chosen.includes(file.id)}
                    onChange={(event) => onChosen(event.target.checked ? [...chosen, file.id] : chosen.filter((c) => c !== file.id))}
                  />
                  <span>
                    {file.file_name}
                    <small>
                      {file.indexed_chars > 0
                        ? t('wizard.files.detail', { size: formatBytes(file.size, locale), chars: file.indexed_chars })
                        : t('wizard.files.detailNotIndexed', { size: formatBytes(file.size, locale) })}
                    </small>
                  </span>
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void remove(file.id, file.file_name)}
                  aria-label={t('wizard.files.deleteNamed', { name: file.file_name })}
                >
                  {t('wizard.files.delete')}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}

/**
 * One step of the draft, editable: id, title, kind, instruction, template, tool and review gate, with buttons to move
 * it up or down and remove it. Each field's problem (the browser's own check or the server's) shows under it.
 */
import { AGENT_TOOLS, type ProtocolStep, STEP_KINDS } from '../../../../contract/protocols/entities.ts';
import { useT } from '../../../i18n/react.tsx';
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/controls.tsx';

interface Props {
  step: ProtocolStep;
  index: number;
  count: number;
  /** Problems by field name ('title', 'output_template', …) for this step. */
  errors: Record<string, string>;
  onChange: (step: ProtocolStep) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function StepFields({ step, index, count, errors, onChange, onMove, onRemove }: Props) {
  const t = useT();
  const base = `wb-step-${index}`;
  const set = <K extends keyof ProtocolStep>(key: K, value: ProtocolStep[K]) => onChange({ ...step, [key]: value });
  const position = { number: index + 1 };
  return (
    <fieldset className="wb-step" data-step-id={step.id}>
      <legend>{t('workbench.step.legend', { number: index + 1, title: step.title || step.id })}</legend>
      <div className="wb-step__row">
        <TextField
          id={`${base}-title`}
          label={t('workbench.step.title')}
          value={step.title}
          onValue={(value) => set('title', value)}
          error={errors.title}
          maxLength={120}
        />
        <TextField
          id={`${base}-id`}
          label={t('workbench.step.id')}
          hint={t('workbench.step.idHint')}
          value={step.id}
          onValue={(value) => set('id', value)}
          error={errors.id}
          maxLength={40}
          dir="ltr"
        />
        <SelectField
          id={`${base}-kind`}
          label={t('workbench.step.kind')}
          value={step.kind}
          onValue={(value) => set('kind', value as ProtocolStep['kind'])}
        >
          {STEP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`wizard.stepKind.${kind}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id={`${base}-instruction`}
        label={t('workbench.step.instruction')}
        value={step.instruction}
        onValue={(value) => set('instruction', value)}
        error={errors.instruction}
        rows={2}
      />
      {step.kind !== 'ask' && (
        <TextAreaField
          id={`${base}-template`}
          label={t('workbench.step.template')}
          hint={t('workbench.step.templateHint')}
          value={step.output_template ?? ''}
          onValue={(value) => set('output_template', value === '' ? null : value)}
          error={errors.output_template}
          rows={3}
          dir="auto"
        />
      )}
      {step.kind === 'tool' && (
        <SelectField
          id={`${base}-tool`}
          label={t('workbench.step.tool')}
          value={step.tool ?? ''}
          onValue={(value) => set('tool', value === '' ? null : (value as ProtocolStep['tool']))}
          error={errors.tool}
        >
          <option value="">{t('workbench.step.noTool')}</option>
          {AGENT_TOOLS.map((tool) => (
            <option key={tool} value={tool}>
              {t(`wizard.options.agentTool.${tool}`)}
            </option>
          ))}
        </SelectField>
      )}
      <CheckboxField
        id={`${base}-gate`}
        label={t('workbench.step.reviewGate')}
        checked={step.review_gate}
        onChecked={(on) => set('review_gate', on)}
      />
      <div className="wb-actions">
        <Button
          size="sm"
          variant="ghost"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('workbench.step.moveUp', position)}
        >
          {t('workbench.step.up')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('workbench.step.moveDown', position)}
        >
          {t('workbench.step.down')}
        </Button>
        <Button size="sm" variant="danger" disabled={count === 1} onClick={onRemove} aria-label={t('workbench.step.removeNamed', position)}>
          {t('workbench.step.remove')}
        </Button>
      </div>
    </fieldset>
  );
}

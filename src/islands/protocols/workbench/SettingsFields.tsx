/** The draft's settings (tone, limits, temperature, allowed tools) and its plan summary, editable. */
import { AGENT_TOOLS, type ProtocolContent, TONES } from '../../../../contract/protocols/entities.ts';
import { useT } from '../../../i18n/react.tsx';
import { CheckboxGroup, SelectField, TextAreaField, TextField } from '../../ui/controls.tsx';

interface Props {
  content: ProtocolContent;
  errors: Record<string, string>;
  onChange: (content: ProtocolContent) => void;
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function SettingsFields({ content, errors, onChange }: Props) {
  const t = useT();
  const settings = content.settings;
  const set = (patch: Partial<ProtocolContent['settings']>) => onChange({ ...content, settings: { ...settings, ...patch } });
  return (
    <fieldset className="wb-settings">
      <legend>{t('workbench.settings.legend')}</legend>
      <div className="wb-step__row">
        <SelectField
          id="wb-tone"
          label={t('workbench.settings.tone')}
          value={settings.tone}
          onValue={(tone) => set({ tone: tone as typeof settings.tone })}
        >
          {TONES.map((tone) => (
            <option key={tone} value={tone}>
              {t(`wizard.options.tone.${tone}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="wb-max-steps"
          type="number"
          inputMode="numeric"
          label={t('workbench.settings.maxSteps')}
          value={Number.isNaN(settings.max_steps) ? '' : String(settings.max_steps)}
          onValue={(value) => set({ max_steps: toNumber(value) })}
          error={errors['settings.max_steps']}
          min={1}
          max={200}
        />
        <TextField
          id="wb-max-tokens"
          type="number"
          inputMode="numeric"
          label={t('workbench.settings.maxTokens')}
          value={Number.isNaN(settings.max_tokens) ? '' : String(settings.max_tokens)}
          onValue={(value) => set({ max_tokens: toNumber(value) })}
          error={errors['settings.max_tokens']}
          min={16}
          max={32000}
        />
        <TextField
          id="wb-temperature"
          type="number"
          inputMode="decimal"
          step="0.1"
          label={t('workbench.settings.temperature')}
          hint={t('workbench.settings.temperatureHint')}
          value={settings.temperature === null ? '' : String(settings.temperature)}
          onValue={(value) => set({ temperature: value.trim() === '' ? null : toNumber(value) })}
          error={errors['settings.temperature']}
          min={0}
          max={2}
        />
      </div>
      <CheckboxGroup
        legend={t('workbench.settings.tools')}
        options={AGENT_TOOLS.map((tool) => ({ value: tool, label: t(`wizard.options.agentTool.${tool}`) }))}
        chosen={settings.allowed_tools}
        onChosen={(allowed_tools) => set({ allowed_tools })}
      />
      <TextAreaField
        id="wb-plan"
        label={t('workbench.settings.plan')}
        value={content.plan.summary}
        onValue={(summary) => onChange({ ...content, plan: { ...content.plan, summary } })}
        error={errors['plan.summary']}
        rows={2}
      />
    </fieldset>
  );
}

/**
 * Form blocks several islands repeat: an e-mail address, the current password that confirms who is typing, a
 * new password with its confirmation, a one-time code. Each is the kit's field with the attributes that block
 * always needs (autocomplete, input mode, lengths, left-to-right text); the island passes its words and state.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/auth-constants.ts';
import { useT } from '../../i18n/react.tsx';
import { PasswordField, TextField, type TextFieldProps } from './fields.tsx';

type Preset = Omit<TextFieldProps, 'type'>;

export function EmailField({ autoComplete = 'email', ...props }: Omit<Preset, 'inputMode'>) {
  return <TextField type="email" inputMode="email" maxLength={254} dir="ltr" autoComplete={autoComplete} {...props} />;
}

/** The password that confirms who is at the keyboard before an irreversible change. */
export function CurrentPasswordField({ name = 'password', ...props }: Omit<Preset, 'name'> & { name?: string }) {
  return <TextField type="password" name={name} autoComplete="current-password" {...props} />;
}

export function OneTimeCodeField({ length, ...props }: Preset & { length?: number }) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      autoCapitalize="off"
      dir="ltr"
      frameClass="ui-field--code"
      {...(length ? { pattern: `[0-9]{${length}}`, maxLength: length } : {})}
      {...props}
    />
  );
}

type NewPassword = Omit<Preset, 'label' | 'hint'>;

/** A password input without the show/hide button (defined once: a component made in render would remount). */
function PlainPasswordField(props: Preset) {
  return <TextField type="password" {...props} />;
}

/**
 * A new password and its confirmation (spec §5: at least PASSWORD_MIN_LENGTH characters, said in the hint).
 * `reveal` gives each a show/hide button (sign-up and reset); the settings page keeps plain password inputs.
 */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
  reveal = true,
}: {
  password: NewPassword;
  confirmation: NewPassword;
  labels: { password: string; confirmation: string };
  reveal?: boolean;
}) {
  const t = useT();
  const common = { autoComplete: 'new-password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH };
  const Field = reveal ? PasswordField : PlainPasswordField;
  return (
    <>
      <Field {...common} {...password} label={labels.password} hint={t('form.passwordHint', { count: PASSWORD_MIN_LENGTH })} />
      <Field {...common} {...confirmation} label={labels.confirmation} />
    </>
  );
}

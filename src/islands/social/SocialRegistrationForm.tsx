/**
 * The registration a first provider sign-in asks for: the name (prefilled from the provider's claims), an
 * optional username checked as the person types, the interface language, the promotional opt-in, and an e-mail
 * address only when the provider shared none. POST /api/public/auth/finish-social-registration via the store.
 */
import { socialEndpoints } from '../../../contract/social/endpoints.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n/react.tsx';
import { debounce } from '../../lib/debounce.ts';
import { finishSocialRegistration, isUsernameAvailable, type SocialRegistration } from '../../stores/auth/social.ts';
import { CheckboxField, EmailField, FormFrame, LanguageField, SubmitButton, TextField } from '../ui/controls.tsx';
import { useAuthForm } from '../auth/use-auth-form.ts';
import {
  FULL_NAME_MAX_LENGTH,
  initialRegistrationValues,
  registrationErrorKey,
  registrationPayload,
  registrationRules,
  shouldCheckUsername,
  type RegistrationValues,
  type UsernameCheck,
} from './callback-logic.ts';

const FORM_ID = 'social-registration';
const FIELDS = ['email', 'full_name', 'username', 'language', 'promotional_opt_in'] as const;
/** Wait for a pause in typing before asking whether a username is free. */
const USERNAME_CHECK_DELAY_MS = 400;

export interface SocialRegistrationFormProps {
  registration: SocialRegistration;
  provider: string;
  loginHref: string;
  /** The registration token is used up or too old: the sign-in must start again. */
  onExpired: () => void;
}

export default function SocialRegistrationForm({ registration, provider, loginHref, onExpired }: SocialRegistrationFormProps) {
  const t = useT();
  const locale = useLocale();
  const needsEmail = registration.email === null;
  // Message keys (`social.registration.error.*`); the form shows them in the page's language.
  const rules = useCallback(
    (values: RegistrationValues) => Object.fromEntries(Object.entries(registrationRules(values, { needsEmail }))),
    [needsEmail],
  );
  const form = useAuthForm<RegistrationValues>({
    formId: FORM_ID,
    fields: FIELDS,
    rules,
    initial: initialRegistrationValues(registration, locale),
  });
  const { values, errors } = form;
  const [check, setCheck] = useState<{ username: string; state: UsernameCheck }>({ username: '', state: 'idle' });
  const checking = useRef<AbortController | null>(null);

  const lookUp = useMemo(
    () =>
      debounce((username: string) => {
        checking.current?.abort();
        const controller = new AbortController();
        checking.current = controller;
        void isUsernameAvailable(username, controller.signal).then((available) => {
          if (controller.signal.aborted) return;
          setCheck({ username, state: available === null ? 'unknown' : available ? 'available' : 'taken' });
        });
      }, USERNAME_CHECK_DELAY_MS),
    [],
  );
  useEffect(
    () => () => {
      lookUp.cancel();
      checking.current?.abort();
    },
    [lookUp],
  );

  function setUsername(value: string) {
    form.setValue('username', value);
    const username = value.trim();
    if (shouldCheckUsername(username)) {
      setCheck({ username, state: 'checking' });
      lookUp(username);
    } else {
      lookUp.cancel();
      checking.current?.abort();
      setCheck({ username, state: 'idle' });
    }
  }

  const current = values.username.trim();
  const checkState = check.username === current ? check.state : 'idle';
  const takenMessage = t('social.registration.error.usernameTaken');
  const usernameError = errors.username ?? (checkState === 'taken' ? takenMessage : undefined);
  const usernameHint =
    checkState === 'checking'
      ? t('social.registration.usernameChecking')
      : checkState === 'available'
        ? t('social.registration.usernameAvailable', { username: current })
        : t('social.registration.usernameHint');

  async function submit() {
    if (form.busy || !form.check()) return;
    if (checkState === 'taken') {
      document.getElementById(form.id('username'))?.focus();
      return;
    }
    form.setBusy(true);
    const result = await finishSocialRegistration(registration, registrationPayload(values, registration), {
      welcome: t('social.registration.welcome'),
    });
    if (result.ok) return;
    form.setBusy(false);
    const key = registrationErrorKey(result.code);
    if (key === 'social.registration.error.expired') return onExpired();
    const field = result.code === 'USERNAME_TAKEN' ? 'username' : result.code === 'EMAIL_TAKEN' && needsEmail ? 'email' : undefined;
    form.fail({ ...result, message: key ? t(key) : result.message }, field);
  }

  return (
    <>
      <FormFrame
        id={FORM_ID}
        endpoint={socialEndpoints.finishSocialRegistration}
        label={t('social.registration.formLabel')}
        status={form.status}
        onSubmit={() => void submit()}
      >
        {needsEmail ? (
          <EmailField
            {...form.bind('email')}
            label={t('social.registration.email')}
            hint={t('social.registration.emailHint', { provider })}
          />
        ) : (
          <p className="social-callback__account">
            {t('social.registration.emailFromProvider', { provider })}{' '}
            <bdi dir="ltr" className="social-callback__email">
              {registration.email}
            </bdi>
            {!registration.emailVerified && <span className="social-callback__note"> {t('social.registration.emailToVerify')}</span>}
          </p>
        )}
        <TextField
          {...form.bind('full_name')}
          label={t('social.registration.fullName')}
          type="text"
          autoComplete="name"
          maxLength={FULL_NAME_MAX_LENGTH}
        />
        <TextField
          id={form.id('username')}
          name="username"
          label={t('social.registration.username')}
          type="text"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={30}
          value={values.username}
          onValue={setUsername}
          onBlur={() => form.blur('username')}
          error={usernameError}
          hint={usernameHint}
        />
        <LanguageField
          id={form.id('language')}
          label={t('social.registration.language')}
          hint={t('social.registration.languageHint')}
          value={values.language}
          onValue={(v) => form.setValue('language', v)}
        />
        <CheckboxField
          id={form.id('promotional_opt_in')}
          name="promotional_opt_in"
          label={t('social.registration.promotional')}
          hint={t('social.registration.promotionalHint')}
          checked={values.promotional_opt_in}
          onChecked={(checked) => form.setValue('promotional_opt_in', checked)}
        />
        <SubmitButton busy={form.busy}>{t('social.registration.submit')}</SubmitButton>
      </FormFrame>
      <p className="social-callback__more">
        <a href={loginHref}>{t('social.registration.cancel')}</a>
      </p>
    </>
  );
}

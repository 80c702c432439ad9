/**
 * Phone section (spec §7): the verified number, and a two-step form to verify a new one: the number (international
 * format), then the 6-digit code texted to it. The number is saved on the profile only once the code is right.
 */
import { type FormEvent, useState } from 'react';
import { useT, withI18n } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import { sendPhoneCode, verifyPhone } from '../../stores/account/phone.ts';
import { $user } from '../../stores/auth/session.ts';
import { Button, ErrorList, Placeload, TextField } from '../ui/controls.tsx';
import { useIslandStore } from '../ui/use-island-store.ts';

export const PHONE_MESSAGES = ['account.phone.', 'form.'] as const;

const E164 = /^\+[1-9]\d{6,14}$/;

function PhoneNumber() {
  const t = useT();
  // The prebuilt HTML has no user: the hydration render must not either (React #418), the live one follows.
  const user = useIslandStore($user, null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  if (!user) return <Placeload lines={2} label={t('account.phone.loading')} />;

  async function send(event: FormEvent) {
    event.preventDefault();
    const number = phone.replace(/[\s().-]/g, '');
    setGeneral([]);
    if (!E164.test(number)) {
      setErrors({ phone: t(number ? 'account.phone.format' : 'account.phone.required') });
      return;
    }
    setBusy(true);
    const outcome = await sendPhoneCode(number);
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.failure.fields);
      setGeneral(outcome.failure.general);
      return;
    }
    setErrors({});
    setSentTo(number);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    setGeneral([]);
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: t('account.phone.codeFormat') });
      return;
    }
    setBusy(true);
    const outcome = await verifyPhone(sentTo, code.trim());
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.failure.fields);
      setGeneral(outcome.failure.general);
      return;
    }
    setErrors({});
    setSentTo(null);
    setPhone('');
    setCode('');
    notify.success(t('account.phone.verifiedToast', { phone: sentTo }));
  }

  return (
    <div className="ui-stack">
      <p data-phone-state={user.phone_verified ? 'verified' : 'none'}>
        {user.phone && user.phone_verified ? (
          <>
            {t('account.phone.current')} <bdi dir="ltr">{user.phone}</bdi> · {t('account.phone.verified')}
          </>
        ) : (
          t('account.phone.none')
        )}
      </p>
      <ErrorList messages={general} />
      {sentTo === null ? (
        <form className="ui-stack" onSubmit={send} noValidate aria-label={t('account.phone.form')}>
          <TextField
            label={t(user.phone_verified ? 'account.phone.newNumber' : 'account.phone.number')}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            value={phone}
            onValue={setPhone}
            hint={t('account.phone.hint')}
            error={errors.phone}
          />
          <div className="ui-row">
            <Button type="submit" busy={busy}>
              {t('account.phone.send')}
            </Button>
          </div>
        </form>
      ) : (
        <form className="ui-stack" onSubmit={verify} noValidate aria-label={t('account.phone.codeForm')}>
          <p role="status">
            {t('account.phone.sent')} <bdi dir="ltr">{sentTo}</bdi>
          </p>
          <TextField
            label={t('account.phone.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            dir="ltr"
            value={code}
            onValue={setCode}
            error={errors.code}
          />
          <div className="ui-row">
            <Button type="submit" busy={busy}>
              {t('account.phone.verify')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
              {t('account.phone.change')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export default withI18n(PhoneNumber);

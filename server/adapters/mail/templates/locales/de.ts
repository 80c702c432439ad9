import type { MailTexts } from '../texts.ts';

const plural = new Intl.PluralRules('de');

export const de: MailTexts = {
  greeting: 'Hallo,',
  minutes: (count) => `${count} ${plural.select(count) === 'one' ? 'Minute' : 'Minuten'}`,
  signOff: (product) => `Ihr ${product}-Team`,
  verifyEmail: {
    subject: (product) => `Ihr ${product}-Bestätigungscode`,
    intro: 'Mit diesem Code bestätigen Sie Ihre E-Mail-Adresse:',
    expires: (duration) => `Der Code ist ${duration} lang gültig.`,
    notRequested: 'Sie haben das nicht angefordert? Dann können Sie diese E-Mail einfach ignorieren.',
  },
  passwordReset: {
    subject: (product) => `Setzen Sie Ihr ${product}-Passwort zurück`,
    intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Über diesen Link wählen Sie ein neues Passwort:',
    action: 'Neues Passwort wählen',
    expires: (duration) => `Der Link ist ${duration} lang gültig und funktioniert nur einmal.`,
    notRequested: 'Sie haben das nicht angefordert? Ignorieren Sie diese E-Mail – Ihr Passwort bleibt unverändert.',
  },
  passwordChanged: {
    subject: (product) => `Ihr ${product}-Passwort wurde geändert`,
    changedAt: (when) => `Das Passwort Ihres Kontos wurde am ${when} (UTC) geändert.`,
    otherDevices: 'Andere Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.',
    notYou: 'Das waren nicht Sie? Setzen Sie Ihr Passwort jetzt zurück und prüfen Sie Ihre aktiven Sitzungen:',
  },
  phoneCodeSms: (code, product, duration) =>
    `${code} ist Ihr ${product}-Bestätigungscode. Er ist ${duration} lang gültig. Nicht angefordert? Ignorieren Sie diese Nachricht.`,
};

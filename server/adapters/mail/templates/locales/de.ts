import type { MailTexts } from '../mail-texts.ts';

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
  signInAlert: {
    subject: (product) => `Neue Anmeldung bei Ihrem ${product}-Konto`,
    intro: 'Bei Ihrem Konto hat sich gerade ein Gerät angemeldet, das bisher noch nicht verwendet wurde:',
    device: 'Gerät',
    unknownDevice: 'Unbekanntes Gerät',
    ipAddress: 'IP-Adresse',
    time: 'Zeitpunkt',
    ifYou: 'Waren Sie das, müssen Sie nichts weiter tun.',
    notYou:
      'Das waren nicht Sie? Ändern Sie jetzt über diesen Link Ihr Passwort und prüfen Sie anschließend in den Sicherheitseinstellungen Ihre aktiven Sitzungen. Melden Sie alle ab, die Sie nicht kennen.',
    action: 'Passwort ändern',
  },
  signInThrottled: {
    subject: (product) => `Fehlgeschlagene Anmeldeversuche bei Ihrem ${product}-Konto`,
    intro:
      'Jemand hat mehrmals versucht, sich mit einem falschen Passwort bei Ihrem Konto anzumelden. Ab jetzt muss jeder weitere Versuch länger warten, damit das Passwort nicht erraten werden kann. Sie selbst können sich weiterhin wie gewohnt anmelden.',
    notYou:
      'Das waren nicht Sie? Ein schwer zu erratendes Passwort bleibt sicher. Um ganz sicherzugehen, ändern Sie es über diesen Link und aktivieren Sie in Ihren Sicherheitseinstellungen die Zwei-Faktor-Authentifizierung.',
  },
  notification: {
    subject: (product) => `Neue Aktivität bei ${product}`,
    kinds: {
      'message.direct': 'Sie haben eine neue Direktnachricht.',
      'message.mention': 'Jemand hat Sie in einer Unterhaltung erwähnt.',
      'message.broadcast': 'Es gibt einen neuen Beitrag in einem Kanal, dem Sie folgen.',
      'conversation.added': 'Sie wurden zu einer Unterhaltung hinzugefügt.',
      'conversation.invited': 'Sie wurden eingeladen, einer Unterhaltung beizutreten.',
      'conversation.assigned': 'Ihnen wurde eine Unterhaltung zugewiesen.',
      'agent.invited': 'Ein Agent wurde in eine Ihrer Unterhaltungen eingeladen.',
      'run.finished': 'Ein von Ihnen gestarteter Durchlauf ist abgeschlossen.',
      'review_item.created': 'Eine Agent-Aktion wartet auf Ihre Prüfung.',
      'run.waiting_review': 'Eine Antwort auf Ihre Frage wartet auf eine Prüfung.',
      'review_item.decided': 'Die Prüfung einer Antwort auf Ihre Frage ist abgeschlossen.',
      'protocol_version.worse':
        'Die aktuelle Version eines Ihrer Experten schneidet schlechter ab als eine frühere Version. Sie können sie in der Protokoll-Werkbank zurücksetzen.',
      system: 'Es gibt Neuigkeiten zu Ihrem Konto.',
    },
    action: 'Öffnen',
    settings: 'In den Einstellungen Ihres Posteingangs legen Sie fest, welche Benachrichtigungen Sie per E-Mail erhalten.',
  },
  phoneCodeSms: (code, product, duration) =>
    `${code} ist Ihr ${product}-Bestätigungscode. Er ist ${duration} lang gültig. Nicht angefordert? Ignorieren Sie diese Nachricht.`,
};

import type { MailTexts } from '../mail-texts.ts';

const plural = new Intl.PluralRules('fr');

export const fr: MailTexts = {
  greeting: 'Bonjour,',
  minutes: (count) => `${count} ${plural.select(count) === 'one' ? 'minute' : 'minutes'}`,
  signOff: (product) => `L’équipe ${product}`,
  verifyEmail: {
    subject: (product) => `Votre code de vérification ${product}`,
    intro: 'Utilisez ce code pour vérifier votre adresse e-mail\u00a0:',
    expires: (duration) => `Ce code expire dans ${duration}.`,
    notRequested: 'Vous n’êtes pas à l’origine de cette demande\u00a0? Vous pouvez ignorer cet e-mail.',
  },
  passwordReset: {
    subject: (product) => `Réinitialisez votre mot de passe ${product}`,
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe avec ce lien\u00a0:',
    action: 'Choisir un nouveau mot de passe',
    expires: (duration) => `Ce lien expire dans ${duration} et ne peut servir qu’une seule fois.`,
    notRequested: 'Vous n’êtes pas à l’origine de cette demande\u00a0? Ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
  },
  passwordChanged: {
    subject: (product) => `Votre mot de passe ${product} a été modifié`,
    changedAt: (when) => `Le mot de passe de votre compte a été modifié le ${when} (UTC).`,
    otherDevices: 'Les autres appareils connectés à votre compte ont été déconnectés.',
    notYou: 'Ce n’était pas vous\u00a0? Réinitialisez votre mot de passe dès maintenant et vérifiez vos sessions actives\u00a0:',
  },
  signInAlert: {
    subject: (product) => `Nouvelle connexion à votre compte ${product}`,
    intro: 'Une connexion à votre compte vient d’avoir lieu depuis un appareil qui n’avait encore jamais été utilisé\u00a0:',
    device: 'Appareil',
    unknownDevice: 'Appareil inconnu',
    ipAddress: 'Adresse IP',
    time: 'Date et heure',
    ifYou: 'Si c’était vous, vous n’avez rien d’autre à faire.',
    notYou:
      'Ce n’était pas vous\u00a0? Changez votre mot de passe dès maintenant avec ce lien, puis vérifiez vos sessions actives dans vos paramètres de sécurité et déconnectez celles que vous ne reconnaissez pas.',
    action: 'Changer le mot de passe',
  },
  signInThrottled: {
    subject: (product) => `Tentatives de connexion échouées sur votre compte ${product}`,
    intro:
      'Quelqu’un a essayé plusieurs fois de se connecter à votre compte avec un mot de passe erroné. Désormais, chaque nouvelle tentative doit attendre plus longtemps, afin que le mot de passe ne puisse pas être deviné. Vous pouvez toujours vous connecter comme d’habitude.',
    notYou:
      'Ce n’était pas vous\u00a0? Un mot de passe difficile à deviner reste sûr. Pour plus de sécurité, changez-le avec ce lien et activez l’authentification à deux facteurs dans vos paramètres de sécurité.',
  },
  notification: {
    subject: (product) => `Nouvelle activité sur ${product}`,
    kinds: {
      'message.direct': 'Vous avez un nouveau message direct.',
      'message.mention': 'Quelqu’un vous a mentionné dans une conversation.',
      'message.broadcast': 'Une nouvelle publication est parue dans une diffusion que vous suivez.',
      'conversation.added': 'Vous avez été ajouté à une conversation.',
      'conversation.invited': 'Vous avez été invité à rejoindre une conversation.',
      'conversation.assigned': 'Une conversation vous a été attribuée.',
      'agent.invited': 'Un agent a été invité dans l’une de vos conversations.',
      'run.finished': 'Une exécution que vous avez lancée est terminée.',
      'review_item.created': 'Une action d’agent attend votre révision.',
      'run.waiting_review': 'Une réponse à votre question attend une révision.',
      'review_item.decided': 'La révision d’une réponse à votre question est terminée.',
      'protocol_version.worse':
        'La version en ligne de l’un de vos experts fait moins bien qu’une version précédente. Vous pouvez revenir en arrière dans l’atelier de son protocole.',
      system: 'Il y a du nouveau concernant votre compte.',
    },
    action: 'Ouvrir',
    settings: 'Vous pouvez choisir les notifications reçues par e-mail dans les réglages de votre boîte de réception.',
  },
  phoneCodeSms: (code, product, duration) =>
    `${code} est votre code de vérification ${product}. Il expire dans ${duration}. Vous ne l’avez pas demandé\u00a0? Ignorez ce message.`,
};

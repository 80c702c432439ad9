import type { MailTexts } from '../mail-texts.ts';

const plural = new Intl.PluralRules('en');

export const en: MailTexts = {
  greeting: 'Hello,',
  minutes: (count) => `${count} ${plural.select(count) === 'one' ? 'minute' : 'minutes'}`,
  signOff: (product) => `The ${product} team`,
  verifyEmail: {
    subject: (product) => `Your ${product} verification code`,
    intro: 'Use this code to verify your email address:',
    expires: (duration) => `The code expires in ${duration}.`,
    notRequested: "Didn't ask for this? You can safely ignore this email.",
  },
  passwordReset: {
    subject: (product) => `Reset your ${product} password`,
    intro: 'We received a request to reset the password of your account. Choose a new password with this link:',
    action: 'Choose a new password',
    expires: (duration) => `The link expires in ${duration} and works only once.`,
    notRequested: "Didn't ask for this? Ignore this email: your password stays the same.",
  },
  passwordChanged: {
    subject: (product) => `Your ${product} password was changed`,
    changedAt: (when) => `The password of your account was changed on ${when} (UTC).`,
    otherDevices: 'Other devices signed in to your account were signed out.',
    notYou: "Didn't do this? Reset your password now and check your active sessions:",
  },
  signInAlert: {
    subject: (product) => `New sign-in to your ${product} account`,
    intro: 'Your account was just signed in to from a device it has not used before:',
    device: 'Device',
    unknownDevice: 'Unknown device',
    ipAddress: 'IP address',
    time: 'Time',
    ifYou: 'If this was you, there is nothing else to do.',
    notYou:
      "Wasn't you? Change your password now with this link, then review your active sessions in your security settings and sign out any you don't recognise.",
    action: 'Change your password',
  },
  signInThrottled: {
    subject: (product) => `Failed sign-in attempts on your ${product} account`,
    intro:
      'Someone tried several times to sign in to your account with a wrong password. From now on each further attempt has to wait longer, so the password cannot be guessed. You can still sign in as usual.',
    notYou:
      "Wasn't you? A password that is hard to guess stays safe. To be sure, change it with this link and turn on two-factor authentication in your security settings.",
  },
  notification: {
    subject: (product) => `New activity on ${product}`,
    kinds: {
      'message.direct': 'You have a new direct message.',
      'message.mention': 'Someone mentioned you in a conversation.',
      'message.broadcast': 'There is a new post in a broadcast you follow.',
      'conversation.added': 'You were added to a conversation.',
      'conversation.invited': 'You were invited to join a conversation.',
      'conversation.assigned': 'A conversation was assigned to you.',
      'agent.invited': 'An agent was invited into one of your conversations.',
      'run.finished': 'A run you started has finished.',
      'review_item.created': 'An agent action is waiting for your review.',
      'run.waiting_review': 'An answer to your question is waiting for a reviewer.',
      'review_item.decided': 'A reviewer has decided on an answer to your question.',
      'protocol_version.worse':
        'The live version of one of your experts is doing worse than an earlier version. You can roll it back in its protocol workbench.',
      system: 'There is news about your account.',
    },
    action: 'Open it',
    settings: 'You can choose which notifications reach you by e-mail in your inbox settings.',
  },
  phoneCodeSms: (code, product, duration) =>
    `${code} is your ${product} verification code. It expires in ${duration}. Didn't ask for it? Ignore this message.`,
};

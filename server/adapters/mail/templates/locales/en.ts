import type { MailTexts } from '../texts.ts';

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
  phoneCodeSms: (code, product, duration) =>
    `${code} is your ${product} verification code. It expires in ${duration}. Didn't ask for it? Ignore this message.`,
};

/** The shape of one language's mail and SMS wording (texts.ts gathers the languages; locales/*.ts fill it). */
import type { NotificationKind } from '../../../../contract/messaging/constants.ts';

export interface MailTexts {
  greeting: string;
  /** "15 minutes", with the language's plural rules. */
  minutes: (count: number) => string;
  signOff: (product: string) => string;
  verifyEmail: {
    subject: (product: string) => string;
    intro: string;
    expires: (duration: string) => string;
    notRequested: string;
  };
  passwordReset: {
    subject: (product: string) => string;
    intro: string;
    action: string;
    expires: (duration: string) => string;
    notRequested: string;
  };
  passwordChanged: {
    subject: (product: string) => string;
    changedAt: (when: string) => string;
    otherDevices: string;
    notYou: string;
  };
  /** Sent when the account signs in from a device (label + IP) it has not used before. */
  signInAlert: {
    subject: (product: string) => string;
    intro: string;
    device: string;
    unknownDevice: string;
    ipAddress: string;
    time: string;
    ifYou: string;
    notYou: string;
    action: string;
  };
  /**
   * Sent when failed sign-ins start to be slowed down (features/auth/failed-sign-in.ts). The IP, time, "if it was
   * you" and the link reuse signInAlert's words.
   */
  signInThrottled: {
    subject: (product: string) => string;
    intro: string;
    notYou: string;
  };
  /**
   * A notification the person asked to get by e-mail. It names what happened, never who or what was written
   * (a message's words are for the app, where the reader is signed in).
   */
  notification: {
    subject: (product: string) => string;
    kinds: Record<NotificationKind, string>;
    action: string;
    settings: string;
  };
  /** The whole SMS: code first so phones can offer to copy it. */
  phoneCodeSms: (code: string, product: string, duration: string) => string;
}

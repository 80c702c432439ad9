/** The one mail interface every account flow uses; adapters decide where a message goes. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language the mail is written in (stored with outbox rows, sent as Content-Language). */
  language: string;
}

export interface MailAdapter {
  /** `outbox` keeps mail in the database for development; `smtp` delivers it. */
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** The status page's mail check: resolves when mail could be sent now (SMTP: the relay greets and accepts our login). */
  check?(): Promise<void>;
  /** Releases connections (SMTP); a no-op for the outbox. */
  close(): Promise<void>;
}

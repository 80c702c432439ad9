/** The one SMS interface (phone verification codes); adapters decide where a message goes. */
export interface SmsMessage {
  /** E.164 number, e.g. +14155550123. */
  to: string;
  body: string;
  language: string;
}

export interface SmsAdapter {
  /** `outbox` keeps messages in the database for development; `webhook` hands them to a gateway. */
  readonly kind: 'outbox' | 'webhook';
  send(message: SmsMessage): Promise<void>;
}

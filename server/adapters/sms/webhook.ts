/**
 * The production SMS adapter: a JSON POST to SMS_WEBHOOK_URL, so any gateway (Twilio Functions, a small relay,
 * an SMS provider's HTTP API behind a proxy) can deliver it. Body: `{ "to": "+14155550123", "body": "…",
 * "language": "fr" }`; with SMS_WEBHOOK_TOKEN it carries `Authorization: Bearer <token>`. Any non-2xx answer
 * or a 10 s timeout is a failed delivery.
 */
import type { SmsAdapter } from './types.ts';

export interface WebhookOptions {
  url: string;
  token?: string;
  timeoutMs?: number;
}

export class SmsDeliveryError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

export function createWebhookSmsAdapter(options: WebhookOptions): SmsAdapter {
  return {
    kind: 'webhook',
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, body: message.body, language: message.language }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // Drain the body so the connection can be reused; its content is the gateway's business.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(response.status, `SMS webhook answered ${response.status}`);
    },
  };
}

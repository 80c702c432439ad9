/**
 * The Idempotency-Key of a checkout attempt. Pressing "Pay" again after the request got no answer (the network
 * dropped, the server failed) is the same attempt: it reuses the key, so the server answers the first charge instead
 * of charging twice. Once a payment came back (succeeded, declined, or waiting for 3-D Secure) the attempt is
 * settled and the next press is a new attempt with a new key; so is a press with another card or expert (the same
 * key with another body would be refused as a conflict).
 */
export interface CheckoutAttempt {
  key: string;
  /** What the attempt pays for: the request's body, as JSON. */
  body: string;
  settled: boolean;
}

export function attemptFor(
  current: CheckoutAttempt | null,
  body: object,
  newKey: () => string = () => crypto.randomUUID(),
): CheckoutAttempt {
  const signature = JSON.stringify(body);
  if (current && !current.settled && current.body === signature) return current;
  return { key: newKey(), body: signature, settled: false };
}

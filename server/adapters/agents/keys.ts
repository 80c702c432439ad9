/**
 * Provider keys at rest: AES-256-GCM under a key derived from AGENT_KEYS_SECRET (the environment, never the
 * database), stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. A database dump alone does not reveal a key;
 * changing the secret makes stored keys unreadable (the connection then has to be saved again).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`agent-keys:${secret}`).digest();
}

export function encryptKey(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptKey(stored: string, secret: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown stored key format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

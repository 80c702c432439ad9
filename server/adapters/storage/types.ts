/**
 * Where uploaded files live (message attachments; the protocols work keeps knowledge files here too). Keys are
 * chosen by the caller (`<area>/<uuid>`) and never come from a client. Two implementations: the local disk (the
 * embedded default, one machine) and any S3-compatible store (N API processes).
 */
export interface StoredFile {
  body: Uint8Array;
  contentType: string;
}

export interface StorageAdapter {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** What an upload may be: its media types and its largest size. */
export interface UploadRules {
  allowedTypes: readonly string[];
  maxBytes: number;
}

export type UploadRefusal = 'too_large' | 'type_not_allowed' | 'empty';

/** Checks an upload against the rules; the type is the declared one without parameters, lower-cased. */
export function checkUpload(contentType: string | undefined, size: number, rules: UploadRules): UploadRefusal | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!rules.allowedTypes.includes(type)) return 'type_not_allowed';
  if (size === 0) return 'empty';
  if (size > rules.maxBytes) return 'too_large';
  return null;
}

export function isSafeKey(key: string): boolean {
  return /^[a-z0-9-]+(?:\/[A-Za-z0-9._-]+)+$/.test(key) && !key.includes('..');
}

/** Chooses the storage adapter: S3-compatible when STORAGE_S3_URL is set, the local disk otherwise. */
import type { Env } from '../../env.ts';
import { hostOf } from '../../lib/host-of.ts';
import { createLocalStorageAdapter } from './local.ts';
import { createS3StorageAdapter } from './s3.ts';
import type { StorageAdapter } from './types.ts';

export type { StorageAdapter, StoredFile, UploadRefusal, UploadRules } from './types.ts';
export { checkUpload } from './types.ts';
export { createLocalStorageAdapter } from './local.ts';
export { createS3StorageAdapter } from './s3.ts';

/** Start-up's words for the choice createStorageAdapter makes. */
export function describeStorage(env: Env): string {
  return env.STORAGE_S3_URL ? `S3-compatible storage at ${hostOf(env.STORAGE_S3_URL)}` : `the local disk (${env.STORAGE_DIR})`;
}

export function createStorageAdapter(env: Env): StorageAdapter {
  if (env.STORAGE_S3_URL) {
    if (!env.STORAGE_S3_ACCESS_KEY_ID || !env.STORAGE_S3_SECRET_ACCESS_KEY) {
      throw new Error('STORAGE_S3_URL needs STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY');
    }
    return createS3StorageAdapter({
      url: env.STORAGE_S3_URL,
      region: env.STORAGE_S3_REGION,
      accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
      secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorageAdapter(env.STORAGE_DIR);
}

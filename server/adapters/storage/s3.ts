/**
 * Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Ceph…) through signed HTTP requests (SigV4 by aws4fetch).
 * `url` is the bucket's endpoint in path style, `https://s3.example.com/my-bucket`.
 */
import { AwsClient } from 'aws4fetch';
import { isSafeKey, type StorageAdapter } from './types.ts';

export interface S3Options {
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function createS3StorageAdapter(options: S3Options): StorageAdapter {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = options.url.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`storage: refusing key ${JSON.stringify(key)}`);
    return `${base}/${key}`;
  };
  const fail = async (what: string, response: Response) => {
    throw new Error(`storage: ${what} answered ${response.status} ${(await response.text()).slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: body as unknown as BodyInit,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail('PUT', response);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) await fail('GET', response);
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', response);
    },
  };
}

/** Files on the local disk under one folder (the embedded default); the content type is kept beside each file. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isSafeKey, type StorageAdapter } from './types.ts';

export function createLocalStorageAdapter(rootDir: string): StorageAdapter {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`storage: refusing key ${JSON.stringify(key)} (letters, digits, ._- and / only)`);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.type`, contentType);
      await writeFile(path, body);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { body: new Uint8Array(body), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}

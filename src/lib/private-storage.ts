/** Removes what a signed-in person left on the device (contract/session.ts PRIVATE_STORAGE_PREFIXES). */
import { PRIVATE_STORAGE_PREFIXES } from '../../contract/session.ts';

export function clearPrivateStorage(storage: Pick<Storage, 'key' | 'length' | 'removeItem'> | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && PRIVATE_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

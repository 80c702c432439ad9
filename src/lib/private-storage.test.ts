import { describe, expect, it } from 'vitest';
import { clearPrivateStorage } from './private-storage.ts';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

describe('clearPrivateStorage', () => {
  it("removes the signed-in person's offline data and keeps device settings", () => {
    const storage = memoryStorage({
      'ae-messaging:u1:conversations': '[]',
      'ae-messaging:u1:outbox': '[]',
      'ae-messaging:u2:messages:c1': '[]',
      ae_theme: 'dark',
      'other-app': 'x',
    });
    clearPrivateStorage(storage);
    expect(storage.keys()).toEqual(['ae_theme', 'other-app']);
  });

  it('does nothing without storage', () => {
    expect(() => clearPrivateStorage(undefined)).not.toThrow();
  });
});

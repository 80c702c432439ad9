/**
 * Loads what a section shows once it is on screen and reloads it after a change. A failed load shows the common
 * handler's toast and keeps the message for the section to render in place of the data.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { handleApiError } from '../../lib/errors/index.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

export function useLoaded<T>(load: () => Promise<T>, operation: string, deps: readonly unknown[] = []): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const value = await load();
      if (call !== latest.current) return;
      setData(value);
      setError(null);
    } catch (failure) {
      if (call !== latest.current) return;
      setError(handleApiError(failure, { domain: 'users', operation }).resolvedMessage);
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, deps);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload };
}

/**
 * Copy-to-clipboard with the spec's feedback rule (§9: the "Copied" indicator shows for 1500 ms). Kept free of
 * the DOM so the timing is tested alone; the CopyButton element passes in the clipboard and a state callback.
 */
export const COPIED_INDICATOR_MS = 1500;

export type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyDeps {
  writeText: (text: string) => Promise<void>;
  onState: (state: CopyState) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Returns a `copy(text)` function. Each copy shows 'copied' (or 'failed') and returns to 'idle' 1500 ms after
 * the latest copy, so repeated clicks keep the indicator up instead of flickering.
 */
export function createCopier({
  writeText,
  onState,
  setTimer = setTimeout,
  clearTimer = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}: CopyDeps) {
  let handle: unknown;
  return async function copy(text: string): Promise<CopyState> {
    let state: CopyState;
    try {
      await writeText(text);
      state = 'copied';
    } catch {
      state = 'failed';
    }
    onState(state);
    if (handle !== undefined) clearTimer(handle);
    handle = setTimer(() => {
      handle = undefined;
      onState('idle');
    }, COPIED_INDICATOR_MS);
    return state;
  };
}

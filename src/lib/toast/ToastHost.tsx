/**
 * Renders the page's toast queue. Every island that can raise toasts may include one: react-hot-toast keeps a
 * single queue per page, so only the first host mounted renders it and the others render nothing. The library
 * loads when the page is idle (or with an earlier toast), not in the page's first script (see toast.ts).
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_POSITION } from './policy.ts';
import { loadToastLibrary, restoreCarriedToasts } from './toast.ts';

let hostClaimed = false;

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 1));

export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    if (hostClaimed) return;
    hostClaimed = true;
    let live = true;
    restoreCarriedToasts();
    whenIdle(() => void loadToastLibrary().then((module) => live && setToaster(() => module.Toaster)));
    return () => {
      live = false;
      hostClaimed = false;
    };
  }, []);
  return Toaster ? <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DURATION_MS }} /> : null;
}

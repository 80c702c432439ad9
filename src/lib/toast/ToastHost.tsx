/**
 * Renders the page's toast queue. Every island that can raise toasts may include one: react-hot-toast keeps a
 * single queue per page, so only the first host mounted renders it and the others render nothing.
 */
import { useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_POSITION } from './policy.ts';
import { restoreCarriedToasts } from './toast.ts';

let hostClaimed = false;

export function ToastHost() {
  const [renders, setRenders] = useState(false);
  useEffect(() => {
    if (hostClaimed) return;
    hostClaimed = true;
    setRenders(true);
    restoreCarriedToasts();
    return () => {
      hostClaimed = false;
    };
  }, []);
  return renders ? <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DURATION_MS }} /> : null;
}

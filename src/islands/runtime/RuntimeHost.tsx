/**
 * Mounted once by the app and auth layouts: starts the session (current user, guards, CSRF token), installs the
 * global error handlers, renders the page's toast queue and shows the message a previous page left for this one
 * ('Welcome back!'). Other islands on the page share its stores. Its texts come from the page's runtime messages
 * (RuntimeMessages.astro, beside it in the layouts), not from props.
 */
import { useEffect } from 'react';
import { installGlobalErrorHandlers } from '../../lib/errors/index.ts';
import { showPendingFlash } from '../../lib/toast/flash.ts';
import { ToastHost } from '../../lib/toast/ToastHost.tsx';
import { startSession } from '../../stores/auth/index.ts';

export default function RuntimeHost() {
  useEffect(() => {
    installGlobalErrorHandlers();
    showPendingFlash();
    void startSession();
  }, []);
  return <ToastHost />;
}

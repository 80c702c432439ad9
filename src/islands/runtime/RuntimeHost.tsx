/**
 * Mounted once by the app and auth layouts: starts the session (current user, guards, CSRF token), installs the
 * global error handlers and renders the page's toast queue. Other islands on the page share its stores.
 */
import { useEffect } from 'react';
import { installGlobalErrorHandlers } from '../../lib/errors/index.ts';
import { ToastHost } from '../../lib/toast/ToastHost.tsx';
import { startSession } from '../../stores/index.ts';

export default function RuntimeHost() {
  useEffect(() => {
    installGlobalErrorHandlers();
    void startSession();
  }, []);
  return <ToastHost />;
}

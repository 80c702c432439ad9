/**
 * What the process answers between listening and having its database ready (issue 12, point 1). The server listens
 * first, so a fresh clone answers within a second or two instead of after initdb, the migrations and the demo seed
 * (30–120 s on a loaded 2-core machine); meanwhile it says plainly that it is starting:
 * - the API: 503 SERVICE_UNAVAILABLE in the contract's error shape with Retry-After, as it answers while the
 *   database is away (server/lib/db-errors.ts), so clients retry the same way;
 * - everything else: a small HTML page (503, Retry-After) that reloads itself.
 * Only light modules are imported here: this answers before the API's modules are loaded.
 */
import { getPath } from 'hono/utils/url';
import { isApiPath } from '../dispatch.ts';
import { errorBody } from './api-error.ts';

/** Seconds a client is told to wait while the server starts: a restart is ready in a few, a fresh clone in ~30. */
export const STARTING_RETRY_AFTER_SECONDS = 5;

/** A self-reloading page for the time the site cannot be served yet (starting, or being built). */
export function holdingPage(heading: string, text: string, reloadSeconds: number): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="refresh" content="${reloadSeconds}"><title>Starting…</title></head>` +
    '<body style="font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
    `<h1>${heading}</h1><p>${text} This page reloads by itself every ${reloadSeconds} seconds.</p></body></html>`
  );
}

export const STARTING_PAGE = holdingPage(
  'The server is starting',
  'It is opening its database (on the first start it also creates it and adds the demo data, under a minute on a ' +
    'small machine). The API answers 503 with Retry-After until then.',
  STARTING_RETRY_AFTER_SECONDS,
);

/** The answer to any request while the server starts. */
export function startingResponse(request: Request): Response {
  const headers = { 'Retry-After': String(STARTING_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
  if (isApiPath(getPath(request))) {
    return Response.json(errorBody('SERVICE_UNAVAILABLE'), { status: 503, headers });
  }
  return new Response(STARTING_PAGE, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

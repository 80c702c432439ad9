/**
 * The global console guard (issue 12, point 6): every console error and uncaught error of every page a test opens
 * (a failed request, React's hydration error #418, a CSP refusal, the client's own "[api error]" log) is recorded,
 * and the test fails on any that the test did not name in advance. The fixture in support/test.ts runs one guard
 * per test over every browser context of that test.
 *
 * The allowances are narrow on purpose: an API error is allowed by its path, status and error code, a page's own
 * error status by its path, a failed request only when the test blocked it through the guard. There is no pattern
 * that silences a whole class of messages.
 */
import type { BrowserContext, ConsoleMessage, Page, Response } from '@playwright/test';

/** An API answer a test provokes on purpose (a wrong password's 401 INVALID_CREDENTIALS, say). */
export interface ApiErrorAllowance {
  /** The request's path, `/api/...`; a RegExp for a path with an id in it. */
  path: string | RegExp;
  status: number;
  /**
   * The body's `error_code`. Leave it out only when the page leaves at once on that answer (a 401 that sends it to
   * the login page), so its body can no longer be read.
   */
  code?: string;
}

/** A page the test opens knowing it answers an error status (the not-found page's 404). */
export interface PageStatusAllowance {
  path: string;
  status: number;
}

interface ApiFailure {
  path: string;
  status?: number;
  code?: string;
}

interface Recorded {
  /** Where the page was, and what it logged. */
  line: string;
  /** The context of the page that logged it. */
  context: BrowserContext;
  /** What was logged. */
  text: string;
  /** The URL a "Failed to load resource" line is about. */
  resource?: string;
  /** The API failure the line reports, when it reports one. */
  api?: ApiFailure;
}

const RESOURCE_FAILURE = /^Failed to load resource: (?:the server responded with a status of (\d+)|(net::\w+))/;

export class ConsoleGuard {
  private readonly pending: Promise<Recorded | null>[] = [];
  private readonly apiAnswers = new Map<string, Promise<ApiFailure>>();
  private readonly blocked = new Set<string>();
  private readonly apiAllowances: ApiErrorAllowance[] = [];
  private readonly pageAllowances: PageStatusAllowance[] = [];
  private readonly watched = new WeakSet<Page>();
  /** Contexts a test took offline through setOffline (kept after they come back: late lines still arrive). */
  private readonly offlineContexts = new WeakSet<BrowserContext>();

  watchContext(context: BrowserContext): void {
    context.on('page', (page) => this.watch(page));
    for (const page of context.pages()) this.watch(page);
  }

  /** The API answered `status` with `code` at `path` because the test made it so. */
  allowApiError(allowance: ApiErrorAllowance): void {
    this.apiAllowances.push(allowance);
  }

  /** Opening `path` answers `status` on purpose; Chromium logs that status as an error line. */
  allowPageStatus(allowance: PageStatusAllowance): void {
    this.pageAllowances.push(allowance);
  }

  /**
   * Make requests matching `url` fail on `page` (a test of what shows before scripts, or of a lost connection with
   * `error` 'internetdisconnected'), and expect their failure. `page.unroute(url)` ends it.
   */
  async block(page: Page, url: string | RegExp, error?: string): Promise<void> {
    await page.route(url, (route) => {
      this.blocked.add(route.request().url());
      return route.abort(error);
    });
  }

  /**
   * Take `context` off the network (`offline` true) or back on. While it is off, requests fail with
   * net::ERR_INTERNET_DISCONNECTED and Chromium logs each one: those failures, and only those, are expected.
   */
  async setOffline(context: BrowserContext, offline: boolean): Promise<void> {
    if (offline) this.offlineContexts.add(context);
    await context.setOffline(offline);
  }

  /** The errors recorded so far that no allowance covers, each as "page URL: message". */
  async unexpected(): Promise<string[]> {
    const recorded = (await Promise.all(this.pending)).filter((entry): entry is Recorded => entry !== null);
    const lines: string[] = [];
    for (const entry of recorded) {
      if (!(await this.allowed(entry))) lines.push(entry.line);
    }
    return lines;
  }

  private watch(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('response', (response) => this.noteApiAnswer(response));
    page.on('console', (message) => {
      if (message.type() === 'error') this.pending.push(this.record(page, message));
    });
    page.on('pageerror', (error) =>
      this.pending.push(
        Promise.resolve({ line: `${page.url()}: uncaught ${error.message}`, text: error.message, context: page.context() }),
      ),
    );
  }

  /** Reads the error code of every failed API answer while its body is still there. */
  private noteApiAnswer(response: Response): void {
    const url = new URL(response.url());
    if (response.status() < 400 || !url.pathname.startsWith('/api/')) return;
    const code = response
      .json()
      .then((body: { error_code?: unknown }) => (typeof body?.error_code === 'string' ? body.error_code : undefined))
      .catch(() => undefined);
    this.apiAnswers.set(
      response.url(),
      code.then((found) => ({ path: url.pathname, status: response.status(), code: found })),
    );
  }

  private async record(page: Page, message: ConsoleMessage): Promise<Recorded | null> {
    const text = message.text();
    const where = message.location().url;
    const line = `${page.url()}: ${text}${where ? ` (${where})` : ''}`;
    const context = page.context();
    if (RESOURCE_FAILURE.test(text)) return { line, text, context, resource: where };
    if (text.startsWith('[api error]')) return { line, text, context, api: await apiErrorOf(message) };
    return { line, text, context };
  }

  private async allowed(entry: Recorded): Promise<boolean> {
    if (entry.resource) {
      if (this.blocked.has(entry.resource)) return true;
      const failure = RESOURCE_FAILURE.exec(entry.text)?.[2];
      if (failure === 'net::ERR_INTERNET_DISCONNECTED' && this.offlineContexts.has(entry.context)) return true;
      const answer = this.apiAnswers.get(entry.resource);
      if (answer) return this.allowsApi(await answer);
      const status = Number(RESOURCE_FAILURE.exec(entry.text)?.[1]);
      const path = new URL(entry.resource).pathname;
      return this.pageAllowances.some((allow) => allow.path === path && allow.status === status);
    }
    return entry.api ? this.allowsApi(entry.api) : false;
  }

  private allowsApi(failure: ApiFailure): boolean {
    return this.apiAllowances.some(
      (allow) =>
        (typeof allow.path === 'string' ? allow.path === failure.path : allow.path.test(failure.path)) &&
        allow.status === failure.status &&
        (allow.code === undefined || allow.code === failure.code),
    );
  }
}

/**
 * The client logs `console.error('[api error]', normalized, original)` (src/lib/errors/normalize.ts); the original
 * ApiRequestError carries the URL, the status and the body. Read while the page is still there; a line whose
 * handles are gone (the page navigated) stays unexplained, so it fails rather than passes.
 */
async function apiErrorOf(message: ConsoleMessage): Promise<ApiFailure | undefined> {
  const original = message.args()[2];
  if (!original) return undefined;
  const fields = await original
    .evaluate((error: { url?: unknown; status?: unknown; body?: { error_code?: unknown } }) => ({
      url: typeof error?.url === 'string' ? error.url : undefined,
      status: typeof error?.status === 'number' ? error.status : undefined,
      code: typeof error?.body?.error_code === 'string' ? error.body.error_code : undefined,
    }))
    .catch(() => undefined);
  if (!fields?.url) return undefined;
  return { path: new URL(fields.url, 'http://page.invalid').pathname, status: fields.status, code: fields.code };
}

/**
 * For tests: a `fetch` that hands each request to the real Hono app in-process (`app.request`) and keeps
 * cookies like a browser, so the API client and the session store run against the real API without a socket.
 * It records what was sent and answered so tests can check headers on the wire.
 */
export interface InProcessApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  status: number;
  responseHeaders: Headers;
}

export function createAppFetch(app: InProcessApp) {
  const cookies = new Map<string, string>();
  const sent: SentRequest[] = [];

  const appFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await app.request(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    sent.push({
      method: init.method ?? 'GET',
      url,
      headers,
      credentials: init.credentials,
      status: response.status,
      responseHeaders: response.headers,
    });
    return response;
  };

  return { fetch: appFetch as typeof globalThis.fetch, cookies, sent };
}

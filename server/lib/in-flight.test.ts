import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.ts';

/** A handler whose answer the test releases by hand. */
function deferred() {
  let resolve!: (response: Response) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Response>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const request = new Request('http://localhost/api/x');
const headersOf = () => {
  const set = new Map<string, string>();
  return { set, env: { outgoing: { setHeader: (name: string, value: string) => set.set(name, value) } } };
};

describe('trackInFlight', () => {
  it('counts a request until its response promise settles, either way', async () => {
    const answers = [deferred(), deferred()];
    let next = 0;
    const tracker = trackInFlight(() => answers[next++]!.promise);
    const first = tracker.fetch(request, {});
    const second = tracker.fetch(request, {});
    expect(tracker.count).toBe(2);
    answers[0]!.resolve(new Response('ok'));
    await first;
    await Promise.resolve();
    expect(tracker.count).toBe(1);
    answers[1]!.reject(new Error('boom'));
    // The rejection still reaches the caller (the server): tracking does not swallow it.
    await expect(second).rejects.toThrow('boom');
    expect(tracker.count).toBe(0);
  });

  it('releases a synchronous response, and a handler that throws, at once', () => {
    const tracker = trackInFlight(() => new Response('ok'));
    tracker.fetch(request, {});
    expect(tracker.count).toBe(0);
    const throwing = trackInFlight((): Response => {
      throw new Error('sync');
    });
    expect(() => throwing.fetch(request, {})).toThrow('sync');
    expect(throwing.count).toBe(0);
  });

  it('drains: waits for running requests, serves late arrivals with Connection: close, then refuses with 503', async () => {
    const answers: Array<ReturnType<typeof deferred>> = [];
    const tracker = trackInFlight(() => {
      const answer = deferred();
      answers.push(answer);
      return answer.promise;
    });
    const before = headersOf();
    void tracker.fetch(request, before.env);
    expect(before.set.size).toBe(0);

    let drained: number | undefined;
    const draining = tracker.drain(5_000).then((left) => (drained = left));
    const during = headersOf();
    void tracker.fetch(request, during.env); // accepted work: still served
    expect(during.set.get('connection')).toBe('close');
    expect(tracker.count).toBe(2);

    answers[0]!.resolve(new Response('a'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drained).toBeUndefined();
    answers[1]!.resolve(new Response('b'));
    await draining;
    expect(drained).toBe(0);

    const after = headersOf();
    const refused = (await tracker.fetch(request, after.env)) as Response;
    expect(refused.status).toBe(503);
    expect((await refused.json()).error_code).toBe('SERVICE_UNAVAILABLE');
    expect(after.set.get('connection')).toBe('close');
    expect(answers).toHaveLength(2); // the handler never saw the refused request
  });

  it('gives up at the deadline and reports how many were still running', async () => {
    const tracker = trackInFlight(() => new Promise<Response>(() => {}));
    void tracker.fetch(request, {});
    await expect(tracker.drain(20)).resolves.toBe(1);
  });

  it('drains at once when idle', async () => {
    const tracker = trackInFlight(() => new Response('ok'));
    await expect(tracker.drain(5_000)).resolves.toBe(0);
  });
});

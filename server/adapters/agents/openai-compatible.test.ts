/**
 * The OpenAI-compatible provider (on the `openai` package) against a stand-in model server on loopback (a
 * third-party service: the test may start one). Each case scripts the server's answers as such servers send them
 * (content deltas, a finish reason, usage, `[DONE]`) and checks what a run would record: streamed text, usage, a
 * tool call and its result sent back, a 500 retried then failed, a timeout, and a stream cut mid-answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientFor } from './openai-clients.ts';
import { createOpenAiCompatibleProvider, type OpenAiConnection } from './openai-compatible.ts';
import { AgentError, type StepRequest } from './types.ts';

type Handler = (body: Record<string, unknown>, response: ServerResponse, call: number) => void;

let server: Server | undefined;
const bodies: Record<string, unknown>[] = [];
const authorizations: (string | undefined)[] = [];

async function standIn(handler: Handler): Promise<string> {
  bodies.length = 0;
  authorizations.length = 0;
  server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      bodies.push(body);
      authorizations.push(request.headers.authorization);
      handler(body, response, bodies.length);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/**
 * A streamed answer. A complete one ends as real servers end it: a chunk with the finish reason (before the usage
 * chunk, when there is one), then `[DONE]`; `finish: null` cuts the stream there, with neither.
 */
function sse(response: ServerResponse, chunks: unknown[], finish: 'stop' | 'tool_calls' | null = 'stop'): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const usageAt = chunks.findIndex((chunk) => typeof chunk === 'object' && chunk !== null && 'usage' in chunk);
  const last = { model: 'stand-in-7b', choices: [{ index: 0, delta: {}, finish_reason: finish }] };
  const sent = finish === null ? chunks : usageAt < 0 ? [...chunks, last] : [...chunks.slice(0, usageAt), last, ...chunks.slice(usageAt)];
  for (const chunk of sent) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  if (finish !== null) response.write('data: [DONE]\n\n');
  response.end();
}

const delta = (content: string) => ({ model: 'stand-in-7b', choices: [{ index: 0, delta: { content } }] });

function connection(baseUrl: string, overrides: Partial<OpenAiConnection> = {}): OpenAiConnection {
  return { baseUrl, apiKey: 'sk-test', model: 'stand-in-7b', includeUsage: true, timeoutMs: 2000, maxRetries: 2, ...overrides };
}

function stepRequest(overrides: Partial<StepRequest> = {}): StepRequest & { deltas: string[]; toolCalls: string[] } {
  const deltas: string[] = [];
  const toolCalls: string[] = [];
  return {
    step: { id: 'answer', kind: 'answer', title: 'Answer', instruction: 'Answer the question', outputTemplate: null, tool: null },
    settings: { tone: 'warm', languages: ['en'], model: null, temperature: null, maxTokens: 256, allowedTools: ['calculate'] },
    question: 'How much rice for four?',
    input: {},
    filledInstruction: 'Answer the question',
    previous: {},
    retrieve: async () => [],
    callTool: async (name, args) => {
      toolCalls.push(`${name}(${JSON.stringify(args)})`);
      if (name !== 'calculate') throw new AgentError('tool_not_allowed', `${name} is not allowed`, false);
      return { value: 300 };
    },
    onDelta: (text) => {
      deltas.push(text);
    },
    deltas,
    toolCalls,
    ...overrides,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<AgentError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AgentError);
  return error as AgentError;
}

describe('openai-compatible provider against a stand-in model server', () => {
  it('streams the answer token by token, with usage, the key and the model sent', async () => {
    const base = await standIn((_, response) =>
      sse(response, [delta('Use '), delta('300 g of rice.'), { choices: [], usage: { prompt_tokens: 42, completion_tokens: 7 } }]),
    );
    const request = stepRequest();
    const result = await createOpenAiCompatibleProvider(connection(base)).runStep(request);
    expect(request.deltas).toEqual(['Use ', '300 g of rice.']);
    expect(result).toMatchObject({ text: 'Use 300 g of rice.', tokensIn: 42, tokensOut: 7, model: 'stand-in-7b', toolCalls: [] });
    expect(authorizations).toEqual(['Bearer sk-test']);
    expect(bodies[0]).toMatchObject({ model: 'stand-in-7b', stream: true, stream_options: { include_usage: true }, max_tokens: 256 });
  });

  it('leaves stream_options out for a server that rejects it', async () => {
    const base = await standIn((_, response) => sse(response, [delta('Fine.')]));
    await createOpenAiCompatibleProvider(connection(base, { includeUsage: false })).runStep(stepRequest());
    expect(bodies[0]).not.toHaveProperty('stream_options');
  });

  it('runs an allowed tool the model calls and sends its result back; a tool outside the list is refused', async () => {
    const base = await standIn((body, response, call) => {
      if (call === 1)
        sse(
          response,
          [
            {
              choices: [
                { index: 0, delta: { tool_calls: [{ index: 0, id: 'c1', function: { name: 'calculate', arguments: '{"expression":' } }] } },
              ],
            },
            { choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: '"75*4"}' } }] } }] },
            {
              choices: [{ index: 0, delta: { tool_calls: [{ index: 1, id: 'c2', function: { name: 'current_date', arguments: '{}' } }] } }],
            },
          ],
          'tool_calls',
        );
      else {
        expect((body.messages as { role: string }[]).filter((message) => message.role === 'tool')).toHaveLength(2);
        sse(response, [delta('That is 300 g.')]);
      }
    });
    const request = stepRequest();
    const result = await createOpenAiCompatibleProvider(connection(base)).runStep(request);
    expect(bodies[0]!.tools).toEqual([
      expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'calculate' }) }),
    ]);
    expect(request.toolCalls).toEqual(['calculate({"expression":"75*4"})', 'current_date({})']);
    expect(result.text).toBe('That is 300 g.');
    expect(result.toolCalls).toEqual([
      { name: 'calculate', args: { expression: '75*4' }, result: { value: 300 } },
      { name: 'current_date', args: {}, result: { error: 'current_date is not allowed' } },
    ]);
    const toolMessages = (bodies[1]!.messages as { role: string; content: string }[]).filter((message) => message.role === 'tool');
    expect(toolMessages.map((message) => JSON.parse(message.content))).toEqual([{ value: 300 }, { error: 'current_date is not allowed' }]);
  });

  it('retries a 500 before any text, then records a retryable failure', async () => {
    const base = await standIn((_, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"overloaded"}');
    });
    const error = await failureOf(createOpenAiCompatibleProvider(connection(base, { maxRetries: 2 })).runStep(stepRequest()));
    expect(error).toMatchObject({ code: 'provider_http_error', retryable: true, status: 500 });
    expect(bodies).toHaveLength(3);
  });

  it('a 500 followed by an answer succeeds on the retry', async () => {
    const base = await standIn((_, response, call) => {
      if (call === 1) {
        response.writeHead(500);
        response.end();
      } else sse(response, [delta('Recovered.')]);
    });
    const result = await createOpenAiCompatibleProvider(connection(base)).runStep(stepRequest());
    expect(result.text).toBe('Recovered.');
    expect(bodies).toHaveLength(2);
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    const base = await standIn(() => {
      // Never answers.
    });
    const started = Date.now();
    const error = await failureOf(
      createOpenAiCompatibleProvider(connection(base, { timeoutMs: 300, maxRetries: 0 })).runStep(stepRequest()),
    );
    expect(error.code).toBe('provider_timeout');
    expect(error.message).toBe('The model server did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a stream cut mid-answer fails the step without a retry that would repeat the text already shown', async () => {
    const base = await standIn((_, response) => sse(response, [delta('Half an ans')], null));
    const request = stepRequest();
    const error = await failureOf(createOpenAiCompatibleProvider(connection(base)).runStep(request));
    expect(error).toMatchObject({ code: 'stream_interrupted', retryable: true });
    expect(request.deltas).toEqual(['Half an ans']);
    expect(bodies).toHaveLength(1);
  });

  it('sends no Authorization header to a server without a key (a local llama.cpp or Ollama)', async () => {
    const base = await standIn((_, response) => sse(response, [delta('Local.')]));
    const result = await createOpenAiCompatibleProvider(connection(base, { apiKey: null })).runStep(stepRequest());
    expect(result.text).toBe('Local.');
    expect(authorizations).toEqual([undefined]);
  });

  it('keeps one client per connection: steps reuse it, another key or address gets its own', async () => {
    const base = await standIn((_, response) => sse(response, [delta('Hi.')]));
    const first = await clientFor(connection(base));
    expect(await clientFor(connection(base))).toBe(first);
    expect(await clientFor(connection(base, { apiKey: 'sk-other' }))).not.toBe(first);
    expect(await clientFor(connection(`${base}/`, { timeoutMs: 999 }))).not.toBe(first);
  });

  it('opens the circuit after repeated failures: later calls fail at once without reaching the server', async () => {
    const base = await standIn((_, response) => {
      response.writeHead(503);
      response.end();
    });
    const provider = createOpenAiCompatibleProvider(connection(base, { maxRetries: 0, breakerThreshold: 2, breakerCooldownMs: 60_000 }));
    await failureOf(provider.runStep(stepRequest()));
    await failureOf(provider.runStep(stepRequest()));
    const error = await failureOf(provider.runStep(stepRequest()));
    expect(error.code).toBe('circuit_open');
    expect(bodies).toHaveLength(2);
  });
});

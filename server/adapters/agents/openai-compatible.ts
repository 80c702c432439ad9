/**
 * Any OpenAI-compatible chat server (llama.cpp server, vLLM, Ollama, hosted APIs): POST {base}/chat/completions
 * with stream: true, read the server-sent chunks, pass text on as it arrives. Tool calls run only when the protocol
 * allows the tool (the answer to a refused call tells the model so). Per connection: a timeout for the whole step,
 * retries with backoff for failures before any text arrived (after that a retry would repeat text the user already
 * saw: the step fails and the run can be retried), `include_usage` off for servers that reject stream_options, and
 * a circuit breaker per base URL.
 */
import { TOOL_DEFINITIONS } from './tools.ts';
import { breakerFor } from './circuit-breaker.ts';
import { AgentError, type AgentProvider, type StepRequest, type StepResult } from './types.ts';

export interface OpenAiConnection {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  includeUsage: boolean;
  timeoutMs: number;
  maxRetries: number;
  /** Breaker tuning (tests); defaults 5 failures, 30 s. */
  breakerThreshold?: number;
  breakerCooldownMs?: number;
}

type ChatMessage = Record<string, unknown>;
interface PendingCall {
  id: string;
  name: string;
  args: string;
}

const MAX_TOOL_ROUNDS = 3;

function systemPrompt(request: StepRequest, knowledge: string): string {
  const { step, settings } = request;
  return [
    `You follow one step of an expert's protocol. Step: ${step.title}.`,
    request.filledInstruction,
    `Tone: ${settings.tone}. Answer in ${settings.languages[0] ?? 'en'} unless the user writes in another language. Write markdown.`,
    knowledge ? `Passages from the expert's knowledge files (quote them with their source when you use them):\n\n${knowledge}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function userPrompt(request: StepRequest): string {
  const intake = Object.entries(request.input).map(([key, value]) => `- ${key}: ${JSON.stringify(value)}`);
  const earlier = Object.entries(request.previous).map(([id, text]) => `### ${id}\n${text}`);
  return [
    request.question,
    intake.length ? `Intake:\n${intake.join('\n')}` : '',
    earlier.length ? `Earlier steps:\n${earlier.join('\n\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Reads an SSE body into JSON chunks; ends cleanly only on `data: [DONE]`. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Record<string, unknown>> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const payload = line.slice(5).trim();
      if (payload === '[DONE]') return;
      try {
        yield JSON.parse(payload) as Record<string, unknown>;
      } catch {
        throw new AgentError('bad_response', 'The model server sent a chunk that is not JSON');
      }
    }
  }
  throw new AgentError('stream_interrupted', 'The model server closed the stream before the answer was complete');
}

export function createOpenAiCompatibleProvider(connection: OpenAiConnection, fetchImpl: typeof fetch = fetch): AgentProvider {
  const base = connection.baseUrl.replace(/\/+$/, '');
  const breaker = breakerFor(base, connection.breakerThreshold, connection.breakerCooldownMs);

  async function once(request: StepRequest, messages: ChatMessage[], signal: AbortSignal, sentText: { any: boolean }) {
    const tools = request.settings.allowedTools.map((name) => ({ type: 'function', function: { name, ...TOOL_DEFINITIONS[name] } }));
    const response = await fetchImpl(`${base}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(connection.apiKey ? { authorization: `Bearer ${connection.apiKey}` } : {}) },
      body: JSON.stringify({
        model: request.settings.model ?? connection.model,
        messages,
        stream: true,
        ...(connection.includeUsage ? { stream_options: { include_usage: true } } : {}),
        ...(request.settings.temperature === null ? {} : { temperature: request.settings.temperature }),
        max_tokens: request.settings.maxTokens,
        ...(tools.length > 0 ? { tools } : {}),
      }),
      signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new AgentError(
        'provider_http_error',
        `The model server answered ${response.status}`,
        response.status >= 500 || response.status === 429,
        response.status,
      );
    }
    let text = '';
    let tokensIn = 0;
    let tokensOut = 0;
    let model: string | null = null;
    const calls = new Map<number, PendingCall>();
    for await (const chunk of chunksOf(response.body)) {
      model = (chunk.model as string | undefined) ?? model;
      const usage = chunk.usage as { prompt_tokens?: number; completion_tokens?: number } | undefined;
      if (usage) {
        tokensIn = usage.prompt_tokens ?? tokensIn;
        tokensOut = usage.completion_tokens ?? tokensOut;
      }
      const choices = (chunk.choices as Array<{ delta?: Record<string, unknown> }> | undefined) ?? [];
      for (const choice of choices) {
        const delta = choice.delta ?? {};
        if (typeof delta.content === 'string' && delta.content) {
          text += delta.content;
          sentText.any = true;
          await request.onDelta?.(delta.content);
        }
        for (const call of (delta.tool_calls as Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }>) ??
          []) {
          const index = call.index ?? 0;
          const pending = calls.get(index) ?? { id: call.id ?? `call_${index}`, name: '', args: '' };
          pending.name += call.function?.name ?? '';
          pending.args += call.function?.arguments ?? '';
          calls.set(index, pending);
        }
      }
    }
    return { text, tokensIn, tokensOut, model, calls: [...calls.values()] };
  }

  async function attempt(request: StepRequest, signal: AbortSignal, sentText: { any: boolean }): Promise<StepResult> {
    const passages = await request.retrieve(`${request.question} ${request.step.title}`, 3);
    const knowledge = passages.map((p) => `[${p.source}${p.heading ? `, ${p.heading}` : ''}]\n${p.text}`).join('\n\n');
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(request, knowledge) },
      { role: 'user', content: userPrompt(request) },
    ];
    const result: StepResult = {
      text: '',
      data: null,
      citations: passages.map((p) => ({ fileId: p.fileId, source: p.source, passage: p.text })),
      toolCalls: [],
      tokensIn: 0,
      tokensOut: 0,
      model: null,
    };
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
      const answer = await once(request, messages, signal, sentText);
      result.text += answer.text;
      result.tokensIn += answer.tokensIn;
      result.tokensOut += answer.tokensOut;
      result.model = answer.model ?? result.model;
      if (answer.calls.length === 0 || round === MAX_TOOL_ROUNDS) break;
      messages.push({
        role: 'assistant',
        content: answer.text || null,
        tool_calls: answer.calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.args } })),
      });
      for (const call of answer.calls) {
        let output: unknown;
        let args: Record<string, unknown> = {};
        try {
          args = call.args ? (JSON.parse(call.args) as Record<string, unknown>) : {};
          output = await request.callTool(call.name, args);
        } catch (error) {
          // The refusal goes back to the model as the tool's answer; the call is recorded as refused.
          output = { error: error instanceof Error ? error.message : String(error) };
        }
        result.toolCalls.push({ name: call.name, args, result: output });
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(output) });
      }
    }
    result.data = result.toolCalls.length > 0 ? { tool_calls: result.toolCalls } : null;
    return result;
  }

  return {
    kind: 'openai-compatible',
    label: connection.model,
    async runStep(request) {
      if (!breaker.allow()) throw new AgentError('circuit_open', 'The model server failed repeatedly; calls pause for a while');
      const sentText = { any: false };
      let lastError: AgentError | null = null;
      for (let tryNumber = 0; tryNumber <= connection.maxRetries; tryNumber += 1) {
        const timeout = AbortSignal.timeout(connection.timeoutMs);
        const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
        try {
          const result = await attempt(request, signal, sentText);
          breaker.succeeded();
          return result;
        } catch (error) {
          lastError =
            error instanceof AgentError
              ? error
              : timeout.aborted
                ? new AgentError('provider_timeout', `The model server did not answer within ${connection.timeoutMs} ms`)
                : new AgentError('provider_http_error', `The model server could not be reached: ${(error as Error).message}`);
          if (lastError.code === 'tool_not_allowed' || lastError.code === 'bad_response') break;
          breaker.failed();
          // Text already reached the user: a retry would repeat it. The run fails; retrying the run starts the step over.
          if (sentText.any || !lastError.retryable || request.signal?.aborted || !breaker.allow()) break;
          await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** tryNumber)));
        }
      }
      throw lastError!;
    },
  };
}

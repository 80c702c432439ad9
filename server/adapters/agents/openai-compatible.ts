/**
 * Any OpenAI-compatible chat server (llama.cpp server, vLLM, Ollama, hosted APIs), through the `openai` package:
 * chat completions streamed, text passed on as it arrives. The package retries a request that failed before its
 * answer began (a 5xx, a 429, a lost connection; with backoff); once text streams nothing is retried, since a retry
 * would repeat what the user already saw: the step fails and the run can be retried. An answer is complete when
 * the server gives its finish reason; a stream that ends without one was cut. Tool calls run only when the protocol
 * allows the tool (the answer to a refused call tells the model so). Per connection: a timeout for the whole step,
 * `include_usage` off for servers that reject stream_options, and a circuit breaker per base URL.
 */
import type { OpenAI } from 'openai';
import { breakerFor } from './circuit-breaker.ts';
import { clientFor, loadSdk, type OpenAiConnection, type OpenAiSdk } from './openai-clients.ts';

export type { OpenAiConnection };
import { TOOL_DEFINITIONS } from './tools.ts';
import { AgentError, type AgentProvider, type StepRequest, type StepResult } from './types.ts';

type ChatMessage = OpenAI.Chat.ChatCompletionMessageParam;
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

/** What a failure of the package (or of our own deadline) means for the run. */
function agentErrorOf(sdk: OpenAiSdk, error: unknown, timedOut: boolean, timeoutMs: number): AgentError {
  if (error instanceof AgentError) return error;
  if (timedOut || error instanceof sdk.APIConnectionTimeoutError)
    return new AgentError('provider_timeout', `The model server did not answer within ${timeoutMs} ms`);
  if (error instanceof SyntaxError) return new AgentError('bad_response', 'The model server sent a chunk that is not JSON');
  if (error instanceof sdk.APIError && error.status !== undefined)
    return new AgentError(
      'provider_http_error',
      `The model server answered ${error.status}`,
      error.status >= 500 || error.status === 429,
      error.status,
    );
  if (error instanceof sdk.APIError && !(error instanceof sdk.APIConnectionError) && !(error instanceof sdk.APIUserAbortError))
    return new AgentError('provider_http_error', `The model server reported an error: ${error.message}`);
  const reason = error instanceof Error ? error.message : String(error);
  return new AgentError('provider_http_error', `The model server could not be reached: ${reason}`);
}

export function createOpenAiCompatibleProvider(connection: OpenAiConnection, fetchImpl?: typeof fetch): AgentProvider {
  const breaker = breakerFor(connection.baseUrl.replace(/\/+$/, ''), connection.breakerThreshold, connection.breakerCooldownMs);

  async function once(client: OpenAI, request: StepRequest, messages: ChatMessage[], signal: AbortSignal) {
    const tools = request.settings.allowedTools.map((name) => ({
      type: 'function' as const,
      function: { name, ...TOOL_DEFINITIONS[name] },
    }));
    const stream = await client.chat.completions.create(
      {
        model: request.settings.model ?? connection.model,
        messages,
        stream: true,
        ...(connection.includeUsage ? { stream_options: { include_usage: true } } : {}),
        ...(request.settings.temperature === null ? {} : { temperature: request.settings.temperature }),
        max_tokens: request.settings.maxTokens,
        ...(tools.length > 0 ? { tools } : {}),
      },
      { signal },
    );
    let text = '';
    let tokensIn = 0;
    let tokensOut = 0;
    let model: string | null = null;
    let finished = false;
    const calls = new Map<number, PendingCall>();
    for await (const chunk of stream) {
      model = chunk.model || model;
      if (chunk.usage) {
        tokensIn = chunk.usage.prompt_tokens ?? tokensIn;
        tokensOut = chunk.usage.completion_tokens ?? tokensOut;
      }
      for (const choice of chunk.choices ?? []) {
        const delta = choice.delta ?? {};
        if (typeof delta.content === 'string' && delta.content) {
          text += delta.content;
          await request.onDelta?.(delta.content);
        }
        for (const call of delta.tool_calls ?? []) {
          const index = call.index ?? 0;
          const pending = calls.get(index) ?? { id: call.id ?? `call_${index}`, name: '', args: '' };
          pending.name += call.function?.name ?? '';
          pending.args += call.function?.arguments ?? '';
          calls.set(index, pending);
        }
        if (choice.finish_reason) finished = true;
      }
    }
    // The package ends the loop quietly when our deadline aborts it; the caller names the cause.
    if (signal.aborted) throw signal.reason ?? new Error('This operation was aborted');
    if (!finished) throw new AgentError('stream_interrupted', 'The model server closed the stream before the answer was complete');
    return { text, tokensIn, tokensOut, model, calls: [...calls.values()] };
  }

  async function attempt(request: StepRequest, signal: AbortSignal): Promise<StepResult> {
    const client = await clientFor(connection, fetchImpl);
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
      const answer = await once(client, request, messages, signal);
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
      // The package is imported on a process's first model step: hundreds of modules, seconds under tsx on a busy
      // machine (28 s measured by bench:runs at load 5). That is not the model server's time: the step's deadline
      // starts after it, else the first steps of a process all timed out together and opened the breaker.
      await loadSdk();
      const timeout = AbortSignal.timeout(connection.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      try {
        const result = await attempt(request, signal);
        breaker.succeeded();
        return result;
      } catch (error) {
        // Stopped by its run (cancelled, or taken over): not the server's failure, nothing for the breaker to count.
        if (request.signal?.aborted) throw request.signal.reason;
        const failure = agentErrorOf(await loadSdk(), error, timeout.aborted, connection.timeoutMs);
        if (failure.code !== 'tool_not_allowed' && failure.code !== 'bad_response') breaker.failed();
        throw failure;
      }
    },
  };
}

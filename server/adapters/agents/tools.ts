/**
 * The tools a protocol may allow (contract AGENT_TOOLS). Each is pure and offline; `search_knowledge` goes through
 * the retrieval the runs feature hands in. A call for a tool the protocol does not allow is refused, whoever asks
 * (a model's tool call included).
 */
import type { AgentTool } from '../../../contract/protocols/entities.ts';
import { AgentError, type Passage } from './types.ts';

/** JSON-schema descriptions sent to an OpenAI-compatible model as `tools`. */
export const TOOL_DEFINITIONS: Record<AgentTool, { description: string; parameters: Record<string, unknown> }> = {
  search_knowledge: {
    description: "Search the expert's knowledge files; returns passages with their source",
    parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  },
  calculate: {
    description: 'Evaluate an arithmetic expression (+ - * / parentheses, decimals)',
    parameters: { type: 'object', properties: { expression: { type: 'string' } }, required: ['expression'] },
  },
  current_date: {
    description: "Today's date (UTC, ISO 8601)",
    parameters: { type: 'object', properties: {} },
  },
};

/** A small arithmetic evaluator (no eval): numbers, + - * /, unary minus, parentheses. */
export function calculate(expression: string): number {
  const tokens = expression.match(/\d+(?:\.\d+)?|[-+*/()]/g) ?? [];
  if (tokens.join('') !== expression.replace(/\s+/g, '')) throw new Error('Only numbers, + - * / and parentheses');
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];
  const primary = (): number => {
    const token = next();
    if (token === '(') {
      const value = sum();
      if (next() !== ')') throw new Error('Missing )');
      return value;
    }
    if (token === '-') return -primary();
    if (token === undefined || !/^\d/.test(token)) throw new Error('Expected a number');
    return Number(token);
  };
  const product = (): number => {
    let value = primary();
    while (peek() === '*' || peek() === '/') value = next() === '*' ? value * primary() : value / primary();
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (peek() === '+' || peek() === '-') value = next() === '+' ? value + product() : value - product();
    return value;
  };
  const value = sum();
  if (position !== tokens.length) throw new Error('Unexpected input');
  return value;
}

export function createToolRunner(
  allowed: readonly AgentTool[],
  retrieve: (query: string, limit: number) => Promise<Passage[]>,
  now: () => Date = () => new Date(),
): (name: string, args: Record<string, unknown>) => Promise<unknown> {
  return async (name, args) => {
    if (!(allowed as readonly string[]).includes(name))
      throw new AgentError('tool_not_allowed', `The protocol does not allow the tool "${name}"`, false);
    switch (name as AgentTool) {
      case 'search_knowledge':
        return (await retrieve(String(args.query ?? ''), 3)).map((p) => ({ source: p.source, passage: p.text }));
      case 'calculate':
        return { result: calculate(String(args.expression ?? '')) };
      case 'current_date':
        return { date: now().toISOString().slice(0, 10) };
    }
  };
}

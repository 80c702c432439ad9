/**
 * What publishing checks (issue 13): step ids unique, every `next` names a step, every step reachable from the
 * first, input schemas compile as JSON Schema, templates name only known fields (the intake's fields, earlier
 * steps, question, knowledge), tool steps call an allowed tool. Each problem names its step.
 */
import { z } from 'zod';
import type { ProtocolContent, ProtocolIssue, ProtocolStep } from '../../../contract/protocols/entities.ts';
import { placeholdersIn } from '../../adapters/agents/index.ts';

/** Fields a version's ask steps collect (the properties of their input schemas). */
export function intakeFields(steps: readonly ProtocolStep[]): Set<string> {
  const fields = new Set<string>();
  for (const step of steps) {
    if (step.kind !== 'ask' || !step.input_schema) continue;
    const properties = (step.input_schema as { properties?: Record<string, unknown> }).properties ?? {};
    for (const name of Object.keys(properties)) fields.add(name);
  }
  return fields;
}

/** Execution order from the first step following `next` (null = the following step); stops on a cycle. */
export function stepOrder(steps: readonly ProtocolStep[]): ProtocolStep[] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const order: ProtocolStep[] = [];
  const seen = new Set<string>();
  let current = steps[0];
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    order.push(current);
    const index = steps.indexOf(current);
    current = current.next ? byId.get(current.next) : steps[index + 1];
  }
  return order;
}

export function compileInputSchema(schema: Record<string, unknown>): z.ZodType {
  return z.fromJSONSchema(schema as never);
}

export function validateProtocol(content: ProtocolContent): ProtocolIssue[] {
  const issues: ProtocolIssue[] = [];
  const say = (step: ProtocolStep | null, loc: (string | number)[], message: string) =>
    issues.push({ step_id: step?.id ?? null, loc, message: step ? `Step "${step.id}": ${message}` : message });
  const { steps } = content;
  if (steps.length === 0) say(null, ['steps'], 'A protocol needs at least one step');
  const ids = new Set<string>();
  for (const step of steps) {
    if (ids.has(step.id)) say(step, ['steps', step.id, 'id'], 'another step has the same id');
    ids.add(step.id);
  }
  const fields = intakeFields(steps);
  const reachable = new Set(stepOrder(steps).map((step) => step.id));
  const before = new Set<string>();
  for (const step of steps) {
    if (step.next && !ids.has(step.next)) say(step, ['steps', step.id, 'next'], `goes to "${step.next}", which is not a step`);
    if (!reachable.has(step.id)) say(step, ['steps', step.id], 'is never reached from the first step');
    if (step.input_schema) {
      try {
        compileInputSchema(step.input_schema);
      } catch (error) {
        say(step, ['steps', step.id, 'input_schema'], `the input schema does not compile (${(error as Error).message})`);
      }
    }
    for (const name of placeholdersIn(step.output_template ?? '')) {
      const [head, field, tail] = name.split('.');
      const known =
        name === 'question' ||
        name === 'knowledge' ||
        (head === 'input' && field !== undefined && fields.has(field) && tail === undefined) ||
        (head === 'steps' && field !== undefined && before.has(field) && tail === 'output');
      if (!known) say(step, ['steps', step.id, 'output_template'], `the template names {{${name}}}, which is not a known field`);
    }
    if (step.kind === 'tool') {
      if (!step.tool) say(step, ['steps', step.id, 'tool'], 'a tool step needs a tool');
      else if (!content.settings.allowed_tools.includes(step.tool))
        say(step, ['steps', step.id, 'tool'], `calls "${step.tool}", which the settings do not allow`);
    }
    before.add(step.id);
  }
  if (content.steps.length > content.settings.max_steps)
    say(null, ['settings', 'max_steps'], `The protocol has ${content.steps.length} steps, more than max_steps`);
  return issues;
}

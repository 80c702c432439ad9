/**
 * Where each problem of the draft belongs and how it reads: the shape check in the browser (the contract's zod
 * schema, at once) and the publishing check on the server (validateProtocolVersion, after a debounced save), both
 * put onto the step's field or the setting they name, in the page's language.
 */
import type { z } from 'zod';
import type { ProtocolContent, ProtocolIssue } from '../../../../contract/protocols/entities.ts';
import type { Translate } from '../../../i18n/translate.ts';

export interface PlacedIssues {
  /** By step index, then field name. */
  steps: Record<number, Record<string, string>>;
  /** Settings and plan, by dotted path ('settings.max_steps'). */
  other: Record<string, string>;
  /** Every problem as a line, for the summary. */
  lines: string[];
}

export const NO_ISSUES: PlacedIssues = { steps: {}, other: {}, lines: [] };

function place(into: PlacedIssues, stepIndex: number | null, field: string, message: string, stepTitle?: string): void {
  if (stepIndex !== null && stepIndex >= 0) {
    into.steps[stepIndex] = { ...into.steps[stepIndex], [field]: into.steps[stepIndex]?.[field] ?? message };
    into.lines.push(`${stepTitle ?? stepIndex + 1}: ${message}`);
  } else {
    into.other[field] ??= message;
    into.lines.push(message);
  }
}

/** The browser's shape check (zod issues of ProtocolContentSchema). */
export function placeShapeIssues(content: ProtocolContent, issues: readonly z.core.$ZodIssue[], t: Translate): PlacedIssues {
  const placed: PlacedIssues = { steps: {}, other: {}, lines: [] };
  for (const issue of issues) {
    const [head, index, field] = issue.path;
    const message = t(field === 'id' ? 'workbench.issue.stepId' : 'workbench.issue.value');
    if (head === 'steps' && typeof index === 'number') {
      place(placed, index, String(field ?? 'title'), message, content.steps[index]?.title);
    } else place(placed, null, issue.path.join('.'), message);
  }
  return placed;
}

function serverMessage(issue: ProtocolIssue, t: Translate): string {
  const field =
    issue.loc.length > 2
      ? String(issue.loc[2])
      : issue.loc.length === 2 && issue.loc[0] === 'steps'
        ? 'unreachable'
        : String(issue.loc.at(-1));
  const name = /\{\{[^}]+\}\}/.exec(issue.message)?.[0] ?? '';
  const key: Record<string, string> = {
    id: 'workbench.issue.duplicateId',
    next: 'workbench.issue.next',
    unreachable: 'workbench.issue.unreachable',
    input_schema: 'workbench.issue.inputSchema',
    output_template: 'workbench.issue.template',
    tool: 'workbench.issue.tool',
    max_steps: 'workbench.issue.maxSteps',
    steps: 'workbench.issue.noSteps',
  };
  return t(key[field] ?? 'workbench.issue.value', { name });
}

/** The server's publishing check (step ids in `loc`). */
export function placeServerIssues(content: ProtocolContent, issues: readonly ProtocolIssue[], t: Translate): PlacedIssues {
  const placed: PlacedIssues = { steps: {}, other: {}, lines: [] };
  for (const issue of issues) {
    const message = serverMessage(issue, t);
    if (issue.step_id) {
      const index = content.steps.findIndex((step) => step.id === issue.step_id);
      const field = issue.loc.length > 2 ? String(issue.loc[2]) : 'title';
      place(placed, index, field === 'next' ? 'title' : field, message, content.steps[index]?.title);
    } else place(placed, null, issue.loc.join('.'), message);
  }
  return placed;
}

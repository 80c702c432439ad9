/**
 * Output templates: `{{input.<field>}}`, `{{steps.<id>.output}}`, `{{question}}`, `{{knowledge}}`. Filled as plain
 * text (the result is markdown that the server sanitizes when rendering); an unknown placeholder is left visible so
 * a creator sees it in the preview (publishing refuses templates that name unknown fields).
 */
export const PLACEHOLDER = /\{\{\s*([a-z_]+(?:\.[a-z0-9_-]+)*)\s*\}\}/gi;

export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

export function fillTemplate(
  template: string,
  values: { input: Readonly<Record<string, unknown>>; previous: Readonly<Record<string, string>>; question: string; knowledge: string },
): string {
  return template.replace(PLACEHOLDER, (whole, path: string) => {
    const [head, name, tail] = path.split('.');
    if (head === 'question') return values.question;
    if (head === 'knowledge') return values.knowledge;
    if (head === 'input' && name) {
      const value = values.input[name];
      return value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);
    }
    if (head === 'steps' && name && tail === 'output') return values.previous[name] ?? '';
    return whole;
  });
}

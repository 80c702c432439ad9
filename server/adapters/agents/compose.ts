/**
 * How the embedded runner writes an answer from retrieved passages (issue 24): it addresses the question's own key
 * terms, keeps from each passage the sentences or list items that speak to them, cites each passage once by its title
 * (the document's title and the passage's heading, never a file name) with a numbered marker, and lists the sources
 * once at the end. Deterministic: the same passages and question give the same text.
 */
import type { Passage } from './types.ts';

/** Words that say nothing about the subject (English; other languages keep all their words). */
const STOP_WORDS = new Set(
  (
    'the and for are but not you your yours with what when where which who whom why how can could should would will shall ' +
    'may might must have has had does did doing done was were been being this that these those there their them they then ' +
    'than from into onto about over under some any all each every more most much many very just also only even still ' +
    'make made get got let lets please tell give need want like know help out our ours its it’s i’m i’d i’ll don’t ' +
    "it's i'm i'd i'll don't can't won't what's how's im ive iam able best good way ways thing things something anything " +
    'down off really well use using used there here now'
  ).split(/\s+/),
);

/** The question's key terms: its words of three letters or more that carry meaning, in order, once each. */
export function keyTermsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)))];
}

/** A document's title from its file name: "household-budget-builder.md" reads "Household budget builder". */
export function documentTitle(fileName: string): string {
  const bare = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : fileName;
}

/** How a passage is cited: its document's title and its heading. */
export function passageTitle(passage: Passage): string {
  const document = documentTitle(passage.source);
  return passage.heading ? `${document}: ${passage.heading}` : document;
}

/** The passages worth citing: each at most once (same heading of the same file, or the same text). */
export function distinctPassages(passages: readonly Passage[]): Passage[] {
  const seen = new Set<string>();
  const kept: Passage[] = [];
  for (const passage of passages) {
    const keys = [`${passage.fileId}#${passage.heading ?? ''}`, passage.text.trim().toLowerCase()];
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    kept.push(passage);
  }
  return kept;
}

/** A passage's units: list items as they are, paragraphs split into sentences. */
function unitsOf(text: string): Array<{ text: string; item: boolean }> {
  const units: Array<{ text: string; item: boolean }> = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').map((line) => line.trim());
    if (lines.every((line) => /^([-*+]|\d+[.)])\s+/.test(line) || !line)) {
      for (const line of lines) if (line) units.push({ text: line.replace(/^([-*+]|\d+[.)])\s+/, ''), item: true });
      continue;
    }
    const paragraph = lines.join(' ');
    for (const sentence of paragraph.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? [paragraph]) {
      const trimmed = sentence.trim();
      if (trimmed) units.push({ text: trimmed, item: false });
    }
  }
  return units;
}

const mentions = (text: string, terms: readonly string[]) => {
  const lower = text.toLowerCase();
  return terms.filter((term) => lower.includes(term.length > 4 ? term.slice(0, term.length - 1) : term)).length;
};

/** What a passage says about the terms: the units that name them (or its opening), in the passage's order. */
function excerpt(passage: Passage, terms: readonly string[]): Array<{ text: string; item: boolean }> {
  const units = unitsOf(passage.text);
  const scored = units.map((unit, index) => ({ unit, index, score: mentions(unit.text, terms) }));
  const relevant = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 4)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.unit);
  return relevant.length > 0 ? relevant : units.slice(0, 2);
}

/** The terms the answer is about, in bold: "**budget**, **debt** and **payday**" (no more than five). */
function termList(terms: readonly string[]): string {
  const shown = terms.slice(0, 5).map((term) => `**${term}**`);
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

/**
 * The knowledge part of an answer. With passages: what each says about the question's terms, marked [n], then
 * the sources once. Without: it asks back, offering what the knowledge files do cover (`topics`).
 */
export function composeKnowledge(question: string, passages: readonly Passage[], topics: readonly string[] = []): string {
  const terms = keyTermsOf(question);
  const cited = distinctPassages(passages);
  if (cited.length === 0) {
    const about = terms.length > 0 ? `The guide has nothing yet about ${termList(terms)}.` : 'I need a little more to go on.';
    const offer = topics.length > 0 ? ` It covers: ${topics.slice(0, 6).join('; ')}.` : '';
    return `${about}${offer} Could you tell me more about your situation and what you would like to achieve?`;
  }
  const parts: string[] = [];
  if (terms.length > 0) parts.push(`On ${termList(terms)}, this is what the guide says.`);
  cited.forEach((passage, index) => {
    const marker = `[${index + 1}]`;
    const units = excerpt(passage, terms);
    const heading = passage.heading ? `**${passage.heading}** ${marker}` : marker;
    const prose = units.filter((unit) => !unit.item).map((unit) => unit.text);
    const items = units.filter((unit) => unit.item).map((unit) => `- ${unit.text}`);
    parts.push(
      [prose.length > 0 ? `${heading}: ${prose.join(' ')}` : `${heading}:`, ...(items.length > 0 ? [items.join('\n')] : [])].join('\n\n'),
    );
  });
  parts.push(`Sources:\n\n${cited.map((passage, index) => `${index + 1}. ${passageTitle(passage)}`).join('\n')}`);
  return parts.join('\n\n');
}

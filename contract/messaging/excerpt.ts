/**
 * A message's preview as plain text: the conversation list, the inbox and notifications show it. Shared by the
 * server (stored previews, list answers) and the site (live previews that follow edits, streamed answers and
 * deletions), so a preview reads the same before and after a reload.
 */
export function excerptOf(source: string, length = 140): string {
  const plain = source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[*_~`>#[\]()!-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
}

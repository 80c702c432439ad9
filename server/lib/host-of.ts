/** The host (and port) of a configured address, for a log line: never its user, password or path. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url.split(':')[0]!;
  } catch {
    return 'the configured address';
  }
}

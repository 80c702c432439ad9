/**
 * Blind order: which answer a rater sees as A. Derived from (task, rater) with SHA-256, so it is the same every
 * time that rater opens the task (a reload never swaps the answers under them) and independent between raters and
 * tasks (about half of them see the rival's answer first). Nothing needs storing until the rating, which keeps it.
 */
import { createHash } from 'node:crypto';

export function rivalFirst(taskId: string, raterId: string): boolean {
  return (createHash('sha256').update(`${taskId}:${raterId}`).digest()[0]! & 1) === 1;
}

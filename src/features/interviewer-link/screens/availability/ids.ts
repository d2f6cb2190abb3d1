/** The availability screen's element ids, shared by its parts (focus moves between them). */
import type { RangeProblem } from '../../../../domain/interviewer-availability';

export type Edge = 'start' | 'end';

/** A row's From (`start`) or To (`end`) picker. */
export const fieldId = (id: number, edge: Edge) => `interviewer-range-${String(id)}-${edge}`;

/** The problem said under one picker (its `aria-describedby`). */
export const problemId = (id: number, edge: Edge) => `${fieldId(id, edge)}-problem`;

/** A row's note that is not an error (it overlaps another): read with both pickers. */
export const noteId = (id: number) => `interviewer-range-${String(id)}-note`;

/**
 * The picker a problem is about, and under which it is said: a time that has begun is its
 * From; an end not after its start is its To.
 */
export function problemEdge(problem: RangeProblem): Edge {
  return problem === 'past' ? 'start' : 'end';
}

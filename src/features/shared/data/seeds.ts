/**
 * Answers a page's first render already has (issue 35: the second screens drawn by the server).
 *
 * The server renders a page in passes (harness/app/server-render.tsx): each read a pass asks
 * for ({@link useResource}) is collected, read once through the server's API, and its outcome
 * given to the next pass, until no new read is asked for. The outcomes travel in the page
 * (server-state.ts), and the browser's first render reads them instead of the network, so it
 * draws the same screen at once. They apply to the reads of that first render only
 * ({@link browserSeeds}: `expire` once it is committed): a read started later, or Try again,
 * asks the network.
 *
 * Outcomes are plain JSON: the data of a ready read (the validated answer) or a link problem.
 * A read that failed otherwise (offline, a 5xx) is not seeded: the browser reads it itself.
 */
import { createContext } from 'react';
import type { LinkProblemKind } from '../model';

export type SeededOutcome =
  | { readonly status: 'ready'; readonly data: unknown }
  | { readonly status: 'problem'; readonly problem: LinkProblemKind };

export interface ResourceSeeds {
  /** The outcome known for the read of `key`, or undefined. */
  outcome(key: string): SeededOutcome | undefined;
  /**
   * The server's render only: records a read the render asked for, with what reads it (its
   * outcome, or null when it has none to seed). `owner` names the component asking (its
   * `useId`): one that renders again within the pass (a state update during its render) asks
   * again for the same read, which is not a second read.
   */
  collect?(
    key: string,
    read: (signal: AbortSignal) => Promise<SeededOutcome | null>,
    owner: string,
  ): void;
}

export const ResourceSeedsContext = createContext<ResourceSeeds | null>(null);

/** Whether `value` comes back the same from JSON (no Date, Map, class, NaN, function …). */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((item) => item === undefined || isPlainJson(item, depth + 1));
}

/** The browser's seeds: the page's outcomes, for its first render. */
export function browserSeeds(
  outcomes: Readonly<Record<string, SeededOutcome>>,
): ResourceSeeds & { expire(): void } {
  let live = true;
  return {
    outcome: (key) => (live && Object.hasOwn(outcomes, key) ? outcomes[key] : undefined),
    expire: () => {
      live = false;
    },
  };
}

/**
 * The server's seeds across the passes of one render: `pass()` gives the seeds for the next
 * pass; `settle()` reads what that pass asked for. A key two components of one pass asked for
 * is never seeded (which is whose would be a guess).
 */
export function serverSeeds(): {
  pass(): ResourceSeeds;
  settle(signal: AbortSignal): Promise<number>;
  outcomes(): Record<string, SeededOutcome>;
} {
  const known: Record<string, SeededOutcome> = {};
  const ambiguous = new Set<string>();
  const tried = new Set<string>();
  let asked = new Map<string, (signal: AbortSignal) => Promise<SeededOutcome | null>>();
  let seen = new Map<string, string>();
  return {
    pass() {
      asked = new Map();
      seen = new Map();
      return {
        outcome: (key) => (ambiguous.has(key) ? undefined : known[key]),
        collect(key, read, owner) {
          const asker = seen.get(key);
          if (asker === owner) return;
          if (asker !== undefined) {
            ambiguous.add(key);
            asked.delete(key);
            return;
          }
          seen.set(key, owner);
          if (!tried.has(key) && !ambiguous.has(key)) asked.set(key, read);
        },
      };
    },
    async settle(signal) {
      const reads = [...asked];
      for (const [key] of reads) tried.add(key);
      await Promise.all(
        reads.map(async ([key, read]) => {
          const outcome = await read(signal).catch(() => null);
          const plain = outcome?.status !== 'ready' || isPlainJson(outcome.data);
          if (outcome && plain && !ambiguous.has(key)) known[key] = outcome;
        }),
      );
      return reads.length;
    },
    outcomes: () =>
      Object.fromEntries(Object.entries(known).filter(([key]) => !ambiguous.has(key))),
  };
}

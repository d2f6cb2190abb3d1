import { useContext, useEffect, useEffectEvent, useId, useState } from 'react';
import { describeLinkFailure } from '../failure';
import type { LinkProblemKind, Notice } from '../model';
import { isOnline, useRetryWhenOnline } from './online';
import { ResourceSeedsContext, type SeededOutcome } from './seeds';
import { SLOW_NOTICE_MS } from './slow-notice';

/**
 * What a read shows, for the screen that waits for it:
 * - `loading`: the call is under way (the HTTP layer retries a GET, spec 9); `slow` once it
 *   has taken SLOW_NOTICE_MS;
 * - `failed`: it did not answer; `error` says why, Try again reads again. Offline, it reads
 *   again by itself once the browser is back online;
 * - `problem`: the link cannot be used (its link-problem screen);
 * - `ready`: the data.
 */
export type ResourceView<T> =
  | { readonly status: 'loading'; readonly slow: boolean }
  | { readonly status: 'failed'; readonly error: Notice }
  | { readonly status: 'problem'; readonly problem: LinkProblemKind }
  | { readonly status: 'ready'; readonly data: T };

/**
 * A feature's own reading of a failed read, before the shared rule (describeLinkFailure):
 * a problem or a message to show, or `null` when the feature has dealt with it (the read
 * stays `loading` until its key changes: an email lookup's 404 sends the reader back to the
 * email field). Undefined: the shared rule.
 */
export type ResourceFailure = { readonly problem: LinkProblemKind } | { readonly error: Notice };

export interface ResourceOptions<T> {
  /** What is read; a new key reads again. Null: nothing to read (yet). */
  readonly key: string | null;
  readonly load: (signal: AbortSignal) => Promise<T>;
  readonly failure?: (error: unknown) => ResourceFailure | null | undefined;
  /** Called once with each answer (a feature that keeps the data in its reducer). */
  readonly onLoaded?: (data: T) => void;
  readonly slowAfterMs?: number;
}

type Outcome<T> =
  | { readonly status: 'failed'; readonly error: Notice }
  | { readonly status: 'problem'; readonly problem: LinkProblemKind }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'handled' };

interface Settled<T> {
  /** The read this outcome belongs to: its key and attempt. */
  readonly read: string;
  readonly outcome: Outcome<T>;
}

const readOf = (key: string, attempt: number) => `${String(attempt)}:${key}`;

/** What a failed read shows: the feature's own reading first, then the shared rule. */
function failedOutcome(
  error: unknown,
  own: ResourceFailure | null | undefined,
  online: boolean,
): Outcome<never> | null {
  if (own === null) return { status: 'handled' };
  if (own !== undefined) {
    return 'problem' in own ? { status: 'problem', ...own } : { status: 'failed', ...own };
  }
  const shared = describeLinkFailure(error, online);
  if (shared.aborted) return null;
  return shared.problem === null
    ? { status: 'failed', error: shared.notice }
    : { status: 'problem', problem: shared.problem };
}

/** The outcome of one read as the server seeds it (seeds.ts): ready, a problem, or none. */
async function seedOf<T>(
  options: ResourceOptions<T>,
  signal: AbortSignal,
): Promise<SeededOutcome | null> {
  try {
    return { status: 'ready', data: await options.load(signal) };
  } catch (error) {
    const outcome = failedOutcome(error, options.failure?.(error), true);
    return outcome?.status === 'problem' ? outcome : null;
  }
}

/**
 * Reads a resource the way every feature does: one call per key (and per Try again), aborted
 * when the key changes or the screen goes; the slow notice after one delay; a link that cannot
 * be used mapped once to its problem; offline, read again once back online. The spec's GET
 * retries are the HTTP layer's.
 */
export function useResource<T>(options: ResourceOptions<T>): ResourceView<T> & {
  readonly retry: () => void;
} {
  const { key, slowAfterMs = SLOW_NOTICE_MS } = options;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [slowRead, setSlowRead] = useState<string | null>(null);
  const read = key === null ? null : readOf(key, attempt);
  // A first read whose outcome the page already has (a page the server drew, seeds.ts).
  const seeds = useContext(ResourceSeedsContext);
  const owner = useId();
  const seed = key === null || attempt > 0 ? undefined : seeds?.outcome(key);
  if (seed === undefined && key !== null && attempt === 0) {
    seeds?.collect?.(key, (signal) => seedOf(options, signal), owner);
  }
  const seeded = seed as Outcome<T> | undefined;
  // It is this read's outcome from this render on, and its data reaches the feature in this
  // render (the server runs no effect): state updates of the rendering component, which React
  // applies before it commits.
  if (seeded !== undefined && read !== null && settled?.read !== read) {
    setSettled({ read, outcome: seeded });
    if (seeded.status === 'ready') options.onLoaded?.(seeded.data);
  }

  const load = useEffectEvent((signal: AbortSignal) => options.load(signal));
  const failure = useEffectEvent((error: unknown) => options.failure?.(error));
  const loaded = useEffectEvent((data: T) => {
    options.onLoaded?.(data);
  });

  const fromSeed = useEffectEvent(() => seeded);
  useEffect(() => {
    if (read === null) return undefined;
    // Known from the page: nothing to read.
    if (fromSeed() !== undefined) return undefined;
    const controller = new AbortController();
    const settle = (outcome: Outcome<T>) => {
      if (!controller.signal.aborted) setSettled({ read, outcome });
    };
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        settle({ status: 'ready', data });
        loaded(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const outcome = failedOutcome(error, failure(error), isOnline());
        if (outcome !== null) settle(outcome);
      },
    );
    const timer = setTimeout(() => {
      setSlowRead(read);
    }, slowAfterMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [read, slowAfterMs]);

  const outcome = settled !== null && settled.read === read ? settled.outcome : (seeded ?? null);
  const retry = () => {
    setAttempt((n) => n + 1);
  };
  // Back online after a read that failed offline: read again, without a click.
  useRetryWhenOnline(() => {
    if (outcome?.status === 'failed') retry();
  });

  if (outcome === null || outcome.status === 'handled') {
    return { status: 'loading', slow: read !== null && slowRead === read, retry };
  }
  return { ...outcome, retry };
}

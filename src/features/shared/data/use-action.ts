import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../api/errors';
import { newIdempotencyKey } from '../../../api/http';
import { describeLinkFailure } from '../failure';
import type { LinkProblemKind, Notice } from '../model';
import { isOnline, useRetryWhenOnline } from './online';

/** Where a failed action is told: at a field of the form, on the action's bar, or as the screen. */
export type ActionFailure =
  | { readonly place: 'field'; readonly field: string; readonly error: Notice }
  | { readonly place: 'bar'; readonly error: Notice }
  | { readonly place: 'screen'; readonly problem: LinkProblemKind };

/**
 * What an action shows: `sending`; `waitingOnline` (the device is offline: it is sent once, by
 * itself, when the browser is back online); `failed` with where to say so; `done`.
 */
export type ActionView =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'waitingOnline' }
  | { readonly status: 'failed'; readonly failure: ActionFailure }
  | { readonly status: 'done' };

/** What a request function gets from the action: the write's key and the screen's signal. */
export interface ActionCall {
  readonly idempotencyKey: string;
  readonly signal: AbortSignal;
}

export interface ActionOptions<I, O> {
  readonly perform: (input: I, call: ActionCall) => Promise<O>;
  readonly onDone?: (output: O, input: I) => void;
  /** A failure: where it is told, the input, and the error itself (a feature's own details). */
  readonly onFailed?: (failure: ActionFailure, input: I, error: unknown) => void;
  /** Offline: the input waits for the network (the screen says so; it is sent by itself). */
  readonly onWaitingOnline?: (input: I) => void;
  /** A feature's own reading of a failure (a form field's code); undefined: the shared rule. */
  readonly failure?: (error: unknown) => ActionFailure | undefined;
}

/** The shared rule: a link that cannot be used is its screen, anything else the bar. */
export function actionFailureOf(error: unknown): ActionFailure {
  const { notice, problem } = describeLinkFailure(error, isOnline());
  return problem === null ? { place: 'bar', error: notice } : { place: 'screen', problem };
}

/**
 * Performs a write the way every feature does:
 * - one at a time: the in-flight guard is a ref set before the first await, so three taps in
 *   one task send one request;
 * - the same payload sent again (after an error or a lost answer) keeps its Idempotency-Key,
 *   so the server applies it at most once; another payload gets a new key;
 * - offline (before sending, or a call that found no network): it waits and is sent once
 *   when the browser is back online, with the same key;
 * - each failure told at its place (see ActionFailure).
 * `run` resolves true when the action was done.
 */
export function useAction<I, O>(
  options: ActionOptions<I, O>,
): {
  readonly run: (input: I) => Promise<boolean>;
  readonly view: ActionView;
  readonly reset: () => void;
} {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [view, setView] = useState<ActionView>({ status: 'idle' });
  const inFlight = useRef(false);
  const waiting = useRef<{ input: I } | null>(null);
  const lastTry = useRef<{ request: string; key: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const send = async (input: I): Promise<boolean> => {
    if (!isOnline()) {
      waiting.current = { input };
      setView({ status: 'waitingOnline' });
      latest.current.onWaitingOnline?.(input);
      return false;
    }
    // JSON of the payload (undefined for a payload that has none, e.g. a plain tap).
    const request = JSON.stringify(input) as string | undefined;
    const idempotencyKey =
      lastTry.current?.request === (request ?? '') ? lastTry.current.key : newIdempotencyKey();
    lastTry.current = { request: request ?? '', key: idempotencyKey };
    const calls = new AbortController();
    controller.current = calls;
    setView({ status: 'sending' });
    try {
      const output = await latest.current.perform(input, {
        idempotencyKey,
        signal: calls.signal,
      });
      if (calls.signal.aborted) return false;
      lastTry.current = null;
      inFlight.current = false;
      setView({ status: 'done' });
      latest.current.onDone?.(output, input);
      return true;
    } catch (error) {
      if (calls.signal.aborted || isAbortError(error)) return false;
      if (!isOnline()) {
        // No network: sent again (same key) once the browser is back online.
        waiting.current = { input };
        setView({ status: 'waitingOnline' });
        latest.current.onWaitingOnline?.(input);
        return false;
      }
      const failure = latest.current.failure?.(error) ?? actionFailureOf(error);
      inFlight.current = false;
      setView({ status: 'failed', failure });
      latest.current.onFailed?.(failure, input, error);
      return false;
    }
  };

  const run = (input: I): Promise<boolean> => {
    if (waiting.current !== null) {
      // Offline still: what is sent once back online is the latest.
      waiting.current = { input };
      return Promise.resolve(false);
    }
    if (inFlight.current) return Promise.resolve(false);
    inFlight.current = true;
    return send(input);
  };

  useRetryWhenOnline(() => {
    const pending = waiting.current;
    if (pending === null) return;
    waiting.current = null;
    void send(pending.input);
  });

  const reset = () => {
    if (inFlight.current) return;
    setView({ status: 'idle' });
  };

  return { run, view, reset };
}

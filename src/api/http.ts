/**
 * The one shared HTTP layer of src/api (spec section 7, first paragraph).
 *
 * - Every JSON call sends `UserAgent: <value>` when local storage (or the injected
 *   `storage`) holds a value under the key `userAgent` (USER_AGENT_STORAGE_KEY). The value
 *   is read on every call, so a value stored later is picked up. No value, no header.
 * - GET calls: 1 initial attempt + up to 3 retries (`retry.attempts` counts the retries),
 *   `retry.delayMs` (1000) apart. Retried: network failures, per-attempt timeouts and non-OK
 *   HTTP statuses below 500 without an error envelope (a proxy's 404 or 429, a gateway's
 *   empty reply). Stopped at once: any status of 500 or more, and any response carrying an
 *   error envelope (`{status:'error', gtErrorName, code}`). Decision (spec: "stop at once on
 *   an error code of 500 or more"): the envelope's code is the server's answer (every
 *   catalogue code is 10000 or more), so retrying it cannot change the outcome and would
 *   only hold an expired or invalid link's message back by 3 seconds. Never retried: a 2xx
 *   response (even one whose envelope says 'error' or that fails validation) and caller
 *   aborts.
 * - Writes (POST/PUT) are never retried. Each write first fetches a fresh token from
 *   GET {main}/refresh (itself a GET, so retried as above) and sends `{ ...payload, _csrf }`;
 *   if that fails the write is not sent and CsrfError('Error getting the refresh token')
 *   is thrown (a caller abort is re-thrown as is).
 * - `credentials: 'include'` on every call; the host of each call is chosen by `HostKey`
 *   from the configured `ApiHosts`.
 * - Every call takes an `AbortSignal`; an abort rejects with the signal's reason (a
 *   DOMException 'AbortError' by default), unchanged, also while waiting between retries.
 * - Responses: a JSON envelope (`{status:'success', result}` / `{status:'error', ...}`) whose
 *   `result` is validated with the call's valibot schema. Non-OK status with an error
 *   envelope → ApiError; non-OK without one → HttpError; fetch rejected → NetworkError;
 *   anything that does not match → ValidationError. Nothing unvalidated leaves this module.
 */
import * as v from 'valibot';
import type { ApiHosts, HostKey } from './contract';
import { endpoints } from './contract';
import { openStorage } from '../domain/guarded-storage';
import {
  ApiError,
  CsrfError,
  HttpError,
  NetworkError,
  TimeoutError,
  ValidationError,
} from './errors';
import { ApiFailureSchema, RefreshResponseSchema } from './schemas';

/** Local-storage key holding the value of the UserAgent header. */
export const USER_AGENT_STORAGE_KEY = 'userAgent';
/** Name of the header (spec section 7: "a UserAgent header taken from local storage"). */
export const USER_AGENT_HEADER = 'UserAgent';

export interface RetryPolicy {
  /** Retries after the first attempt (spec: "retry up to 3 times"). */
  attempts: number;
  /** Pause between attempts, ms. */
  delayMs: number;
}

/** Spec section 9: GET retries 3, delay 1000 ms. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, delayMs: 1000 };

export interface HttpClientConfig {
  hosts: ApiHosts;
  /** Defaults to the global fetch, looked up at call time (so test interceptors apply). */
  fetch?: typeof fetch;
  /** Where the UserAgent value is read (key `userAgent`). Defaults to localStorage if any. */
  storage?: Pick<Storage, 'getItem'> | null;
  /** Pause between GET retries. Defaults to setTimeout (fake timers work). */
  sleep?: (ms: number) => Promise<void>;
  retry?: RetryPolicy;
  /**
   * Per-attempt time limit, ms; exceeded → TimeoutError (retried like a network error).
   * Default {@link DEFAULT_TIMEOUT_MS}; `null` turns it off.
   */
  timeoutMs?: number | null;
}

/**
 * Decision (spec silent on JSON call time limits): 15 s per attempt. A candidate on a slow
 * mobile network still gets an answer (the search call, the slowest, answers in about a second),
 * and a hung request turns into a clear message with "Try again" instead of an endless spinner.
 */
export const DEFAULT_TIMEOUT_MS = 15_000;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Send with `fetch(…, {keepalive: true})`: the request outlives the page (a tracking event
   * sent while the tab closes). Such a write needs its CSRF token beforehand
   * ({@link WriteSpec.csrfToken}): no second request can start once the page is gone.
   */
  keepalive?: boolean;
}

/** What to do with the response body. */
export type ResponseSchema = v.GenericSchema | null;
/** What a call with this schema resolves to (undefined when the response is not used). */
export type ResponseValue<S extends ResponseSchema> = S extends v.GenericSchema
  ? v.InferOutput<S>
  : undefined;

export interface RequestSpec<S extends ResponseSchema> extends CallOptions {
  /** Name of the call in errors, e.g. 'meet.getIntro'. */
  call: string;
  host: HostKey;
  path: string;
  query?: Query;
  /**
   * Schema of the envelope's `result` (or of the whole body when `envelope` is false).
   * `null`: the response is not used (spec "not shown"); an empty or any 2xx body is fine,
   * an error envelope still throws ApiError.
   */
  schema: S;
  /** Default true: the body is an ApiEnvelope. */
  envelope?: boolean;
}

export interface WriteSpec<S extends ResponseSchema> extends RequestSpec<S> {
  /** JSON payload; `_csrf` is added by the client. */
  body: object;
  /** A token the caller got from {@link HttpClient.getCsrfToken} before; else one is fetched. */
  csrfToken?: string;
  /**
   * The write's `Idempotency-Key` header: the same key makes a repeated write (a retry after
   * a lost answer) apply once. A fresh key per write when not given.
   */
  idempotencyKey?: string;
}

/** A random key for a write's `Idempotency-Key` header (128 bits, hex). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface HttpClient {
  readonly hosts: ApiHosts;
  get<S extends ResponseSchema>(spec: RequestSpec<S>): Promise<ResponseValue<S>>;
  post<S extends ResponseSchema>(spec: WriteSpec<S>): Promise<ResponseValue<S>>;
  put<S extends ResponseSchema>(spec: WriteSpec<S>): Promise<ResponseValue<S>>;
  /** GET {main}/refresh → csrfToken; failure → CsrfError. */
  getCsrfToken(options?: CallOptions): Promise<string>;
  /** Absolute (or same-origin relative) URL of a call. */
  url(host: HostKey, path: string, query?: Query): string;
  /** Headers every JSON call sends (Accept and UserAgent). */
  headers(): Record<string, string>;
  /** The raw fetch used by this client (for the event-stream client). */
  readonly fetch: typeof fetch;
  /**
   * Starts now the GETs that `reads` makes (called with a client that only records them), and
   * answers the first GET of each of those URLs from that request instead of a new one: the
   * entry starts a route's first reads beside its chunk and translations, and the screen that
   * asks for them later gets the answer already under way (issue 35). A prefetched answer is
   * used once and dropped after {@link PREFETCH_KEPT_MS}; a failed one falls back to a normal
   * attempt (with the GET retries).
   */
  prefetch(reads: (recorder: HttpClient) => Promise<unknown>): void;
}

/** How long a prefetched answer waits for the GET that uses it. */
export const PREFETCH_KEPT_MS = 30_000;

/** `{ signal }` when the options carry one, else `{}` (for spreading into a RequestSpec). */
export function signalOf(options: CallOptions): { signal?: AbortSignal } {
  return options.signal ? { signal: options.signal } : {};
}

/** A write's options: its signal, and the Idempotency-Key to send (kept across a retry). */
export interface WriteOptions extends CallOptions {
  idempotencyKey?: string;
}

/** The options' signal and Idempotency-Key, for spreading into a WriteSpec. */
export function writeOptionsOf(options: WriteOptions): {
  signal?: AbortSignal;
  idempotencyKey?: string;
} {
  return {
    ...signalOf(options),
    ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
  };
}

/** The options' signal and keep-alive flag, for spreading into a RequestSpec. */
export function callOptionsOf(options: CallOptions): CallOptions {
  return { ...signalOf(options), ...(options.keepalive ? { keepalive: true } : {}) };
}

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** localStorage where there is one; its access can throw (sandboxed iframes, blocked cookies). */
function defaultStorage(): Pick<Storage, 'getItem'> | null {
  return openStorage(() => (typeof localStorage === 'undefined' ? null : localStorage));
}

/** Builds `{host}{path}?{query}`; null/undefined query values are left out. */
export function buildUrl(base: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** The abort reason when it is an Error (the default DOMException is), else an AbortError. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new DOMException(
    typeof reason === 'string' ? reason : 'The operation was aborted.',
    'AbortError',
  );
}

/** Resolves after `ms` via `sleep`, rejecting early with the abort reason. */
export function pause(
  ms: number,
  sleep: (ms: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  if (!signal) return sleep(ms);
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    sleep(ms).then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** A short, readable summary of valibot issues ("result.interview.status: Invalid type…"). */
export function summarizeIssues(
  issues: readonly v.BaseIssue<unknown>[],
  prefix?: string,
  max = 5,
): string {
  const parts = issues.slice(0, max).map((issue) => {
    const path = v.getDotPath(issue);
    const full = [prefix, path].filter(Boolean).join('.') || '(root)';
    return `${full}: ${issue.message}`;
  });
  if (issues.length > max) parts.push(`…and ${issues.length - max} more`);
  return parts.join('; ');
}

/** Validates `value` with `schema` or throws ValidationError naming the call. */
export function validate<S extends v.GenericSchema>(
  call: string,
  schema: S,
  value: unknown,
  prefix?: string,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new ValidationError(call, summarizeIssues(parsed.issues, prefix));
  return parsed.output;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Builds the ApiError of an error envelope (already known to have status 'error'). */
export function apiErrorFromEnvelope(
  call: string,
  body: Record<string, unknown>,
  httpStatus: number,
): ApiError {
  const parsed = v.safeParse(ApiFailureSchema, body);
  if (!parsed.success) {
    return new ApiError({ message: `${call}: request failed`, httpStatus });
  }
  const { gtErrorName, code, message } = parsed.output;
  let numeric: number | null = null;
  let name: string | null = gtErrorName ?? null;
  if (typeof code === 'number') numeric = code;
  else if (typeof code === 'string' && /^\d+$/.test(code.trim())) numeric = Number(code);
  else if (typeof code === 'string' && code && !name) name = code;
  return new ApiError({
    message: message ?? name ?? (numeric === null ? `${call}: request failed` : String(numeric)),
    gtErrorName: name,
    code: numeric,
    httpStatus,
  });
}

interface RawResponse {
  status: number;
  ok: boolean;
  statusText: string;
  /** Parsed JSON, or undefined when the body was empty; `invalidJson` when it did not parse. */
  json: unknown;
  empty: boolean;
  invalidJson: boolean;
}

async function readResponse(res: Response): Promise<RawResponse> {
  const text = await res.text();
  const base = { status: res.status, ok: res.ok, statusText: res.statusText };
  if (text.trim() === '') return { ...base, json: undefined, empty: true, invalidJson: false };
  try {
    return { ...base, json: JSON.parse(text) as unknown, empty: false, invalidJson: false };
  } catch {
    return { ...base, json: undefined, empty: false, invalidJson: true };
  }
}

/** Error of a non-OK response. */
function errorOf(call: string, raw: RawResponse): ApiError | HttpError {
  if (isRecord(raw.json) && raw.json.status === 'error') {
    return apiErrorFromEnvelope(call, raw.json, raw.status);
  }
  return new HttpError(call, raw.status, raw.statusText);
}

/** Value of an OK response per the spec's schema/envelope mode. */
function valueOf(
  call: string,
  raw: RawResponse,
  schema: ResponseSchema,
  envelope: boolean,
): unknown {
  if (schema === null) {
    if (isRecord(raw.json) && raw.json.status === 'error') {
      throw apiErrorFromEnvelope(call, raw.json, raw.status);
    }
    return undefined;
  }
  if (raw.empty) throw new ValidationError(call, 'empty body, expected JSON');
  if (raw.invalidJson) throw new ValidationError(call, 'body is not JSON');
  if (!envelope) return validate(call, schema, raw.json);
  if (!isRecord(raw.json)) {
    throw new ValidationError(call, 'expected an envelope object');
  }
  if (raw.json.status === 'error') throw apiErrorFromEnvelope(call, raw.json, raw.status);
  if (raw.json.status !== 'success') {
    throw new ValidationError(call, "status: expected 'success' or 'error'");
  }
  if (!('result' in raw.json)) throw new ValidationError(call, 'result: missing');
  return validate(call, schema, raw.json.result, 'result');
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const hosts = config.hosts;
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = config.sleep ?? defaultSleep;
  const retry = config.retry ?? DEFAULT_RETRY;
  const timeoutMs = config.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : config.timeoutMs;
  const storage = config.storage === undefined ? defaultStorage() : config.storage;

  function headers(): Record<string, string> {
    const h: Record<string, string> = { Accept: 'application/json' };
    let ua: string | null = null;
    try {
      ua = storage?.getItem(USER_AGENT_STORAGE_KEY) ?? null;
    } catch {
      ua = null;
    }
    if (ua) h[USER_AGENT_HEADER] = ua;
    return h;
  }

  function url(host: HostKey, path: string, query?: Query): string {
    return buildUrl(hosts[host], path, query);
  }

  /** One fetch + body read, with the optional per-attempt time limit. */
  async function attempt(
    call: string,
    target: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<RawResponse> {
    const controller = new AbortController();
    const state = { timedOut: false };
    const onAbort = () => {
      controller.abort(signal ? abortReason(signal) : undefined);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs === null
        ? undefined
        : setTimeout(() => {
            state.timedOut = true;
            controller.abort();
          }, timeoutMs);
    try {
      const res = await fetchImpl(target, { ...init, signal: controller.signal });
      return await readResponse(res);
    } catch (err) {
      if (signal?.aborted) throw abortReason(signal);
      if (state.timedOut) throw new TimeoutError(call, timeoutMs ?? 0);
      throw new NetworkError(call, err);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Prefetched GET answers by URL (prefetch), each used once. */
  const prefetched = new Map<string, Promise<RawResponse>>();

  function getInit(): RequestInit {
    return { method: 'GET', headers: headers(), credentials: 'include' };
  }

  /** The first attempt of a GET: its prefetched answer when there is one. */
  function firstAttempt(
    call: string,
    target: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<RawResponse> {
    const early = init.method === 'GET' ? prefetched.get(target) : undefined;
    if (early === undefined) return attempt(call, target, init, signal);
    prefetched.delete(target);
    return early.catch(() => attempt(call, target, init, signal));
  }

  function prefetch(reads: (recorder: HttpClient) => Promise<unknown>): void {
    const record = (spec: RequestSpec<ResponseSchema>) => {
      const target = url(spec.host, spec.path, spec.query);
      if (!prefetched.has(target)) {
        const answer = attempt(spec.call, target, getInit(), undefined);
        answer.catch(() => undefined);
        prefetched.set(target, answer);
        setTimeout(() => {
          if (prefetched.get(target) === answer) prefetched.delete(target);
        }, PREFETCH_KEPT_MS);
      }
      // The recorder's caller never sees an answer: it only names the URLs.
      return new Promise<never>(() => undefined);
    };
    const refuse = () => Promise.reject(new Error('prefetch records GETs only'));
    const recorder: HttpClient = {
      ...client,
      get: record,
      post: refuse,
      put: refuse,
      getCsrfToken: refuse,
      prefetch: () => undefined,
    };
    reads(recorder).catch(() => undefined);
  }

  async function execute<S extends ResponseSchema>(
    method: 'GET' | 'POST' | 'PUT',
    spec: RequestSpec<S>,
    body?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<ResponseValue<S>> {
    const { call, signal } = spec;
    const target = url(spec.host, spec.path, spec.query);
    const h = { ...headers(), ...extraHeaders };
    if (body !== undefined) h['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers: h,
      credentials: 'include',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(spec.keepalive ? { keepalive: true } : {}),
    };
    const retries = method === 'GET' ? Math.max(0, retry.attempts) : 0;

    for (let n = 0; ; n++) {
      if (signal?.aborted) throw abortReason(signal);
      let raw: RawResponse;
      try {
        raw =
          n === 0
            ? await firstAttempt(call, target, init, signal)
            : await attempt(call, target, init, signal);
      } catch (err) {
        if ((err instanceof NetworkError || err instanceof TimeoutError) && n < retries) {
          await pause(retry.delayMs, sleep, signal);
          continue;
        }
        throw err;
      }
      if (!raw.ok) {
        const error = errorOf(call, raw);
        if (raw.status < 500 && !(error instanceof ApiError) && n < retries) {
          await pause(retry.delayMs, sleep, signal);
          continue;
        }
        throw error;
      }
      return valueOf(call, raw, spec.schema, spec.envelope ?? true) as ResponseValue<S>;
    }
  }

  async function getCsrfToken(options: CallOptions = {}): Promise<string> {
    try {
      const res = await execute('GET', {
        call: 'refresh.getCsrfToken',
        host: 'main',
        path: endpoints.refresh(),
        schema: RefreshResponseSchema,
        envelope: false,
        ...signalOf(options),
      });
      return res.csrfToken;
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new CsrfError(err);
    }
  }

  async function write<S extends ResponseSchema>(
    method: 'POST' | 'PUT',
    spec: WriteSpec<S>,
  ): Promise<ResponseValue<S>> {
    const _csrf = spec.csrfToken ?? (await getCsrfToken(signalOf(spec)));
    const key = spec.idempotencyKey ?? newIdempotencyKey();
    return execute(method, spec, { ...spec.body, _csrf }, { 'Idempotency-Key': key });
  }

  const client: HttpClient = {
    hosts,
    fetch: fetchImpl,
    headers,
    url,
    getCsrfToken,
    get: (spec) => execute('GET', spec),
    post: (spec) => write('POST', spec),
    put: (spec) => write('PUT', spec),
    prefetch,
  };
  return client;
}

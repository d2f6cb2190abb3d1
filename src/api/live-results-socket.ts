/**
 * The live-results socket client (spec section 7: "A WebSocket connects to the endpoint from
 * the search metadata, with correlationId and sessionId as query parameters, and delivers
 * result batches").
 *
 * - URL: `metadata.wsEndpoint` with `correlationId` and `sessionId` set as query parameters
 *   (other query parameters of the endpoint are kept; these two are overwritten if present).
 *   An http(s) URL is turned into ws(s). A relative endpoint is resolved against `baseUrl`
 *   (this module never reads window.location); without one it throws ValidationError.
 * - Frames: JSON per contract.ts SocketMessage. A frame that is not JSON or not a
 *   SocketMessage is reported through `onMalformed` and skipped. Each result of a batch is
 *   validated as a ResultOption; invalid ones are reported and skipped, the valid ones are
 *   delivered (a batch whose results are all invalid is delivered empty, so batch counting
 *   and "first message" tracking still work).
 * - Ordering: batches are numbered from FIRST_SOCKET_BATCH (1) and delivered in order. A
 *   batch that arrives early is held until the missing ones arrive; on `done` or on close the
 *   held batches are flushed in number order (gaps skipped). A batch number seen before
 *   (delivered or held) is ignored as a duplicate. A never-seen batch numbered below the
 *   next expected one (e.g. a server numbering from 0) is delivered at once, never lost.
 * - `done`: flushes, then `onDone(total)`. Frames after `done` are reported and skipped.
 * - Close: `onClose({ code, reason, wasClean, expected })`, once; `expected` is true when the
 *   client closed it (`close()`) or the server had sent `done` first. Held batches are flushed
 *   before. A socket error is followed by a close event (per the WebSocket API).
 * - Idle limit (`idleMs`): a socket that says nothing (no frame at all) for that long, from
 *   its creation or since its last frame, is closed by the client and reported through
 *   `onClose` as unexpected (code 4000, reason "idle"), so the screen can say the connection
 *   was interrupted instead of spinning for ever. Results received stay with the caller.
 * - Binary frames are decoded as UTF-8 when they arrive as ArrayBuffer / typed arrays; Blob
 *   frames are reported as malformed (set binaryType 'arraybuffer' to avoid them).
 * - Validation in slices (issue 14): a large batch is validated a slice of time at a time
 *   ({@link VALIDATION_SLICE_MS}), the rest in the next tasks, so a frame of hundreds of results
 *   is never one long task; a batch is delivered once all of it is validated, and `done` and
 *   the close come after every batch received before them, as above. A small batch is
 *   validated and delivered in the task its frame arrived in.
 * - Works with the browser WebSocket, mock-socket's, and Node's `ws` package.
 */
import * as v from 'valibot';
import type { ResultOption, SearchMetadata } from '../domain/entities';
import { FIRST_SOCKET_BATCH, SOCKET_QUERY } from './contract';
import { ValidationError } from './errors';
import { compactResult, createResultPools } from './intern';
import { summarizeIssues } from './http';
import { ResultOptionSchema, SocketMessageSchema } from './schemas';

/** The part of the WebSocket API this client uses. */

/**
 * Validation of a batch's results goes on for at most this long in one task (issue 14): a slice
 * well under a frame on a mid-range phone, so the socket's work never makes a long task.
 */
export const VALIDATION_SLICE_MS = 8;

const now = () => performance.now();

export interface WebSocketLike {
  binaryType: string;
  close(code?: number, reason?: string): void;
  onopen: unknown;
  onmessage: unknown;
  onclose: unknown;
  onerror: unknown;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface MalformedInfo {
  /** The frame (string) or the result item that was rejected. */
  raw: unknown;
  reason: string;
}

export interface CloseInfo {
  code: number;
  reason: string;
  wasClean: boolean;
  /** True when this client closed the socket or the server had sent `done`. */
  expected: boolean;
}

export { SOCKET_IDLE_LIMIT_MS } from './contract';

/** The close code the client reports when it gave up on a silent socket. */
export const IDLE_CLOSE_CODE = 4000;

export interface LiveResultsOptions {
  metadata: Pick<SearchMetadata, 'wsEndpoint' | 'correlationId' | 'sessionId'>;
  /** Defaults to the global WebSocket. */
  WebSocketImpl?: WebSocketConstructor;
  /** Base for a relative wsEndpoint (e.g. the app's origin); never read from window here. */
  baseUrl?: string;
  onOpen?: () => void;
  onBatch: (results: ResultOption[], batchNo: number) => void;
  onMalformed?: (info: MalformedInfo) => void;
  onDone?: (total: number) => void;
  onClose?: (info: CloseInfo) => void;
  /** Give up on a socket silent for this long (ms); undefined: wait for ever. */
  idleMs?: number;
  /** Validation time per task (ms; default {@link VALIDATION_SLICE_MS}); 0: one result a task. */
  validationSliceMs?: number;
}

export interface LiveResultsConnection {
  /** Closes the socket (code 1000); onClose reports it as expected. Idempotent. */
  close(): void;
  /** The URL actually connected to. */
  readonly url: string;
}

/** wsEndpoint + correlationId + sessionId, as a ws(s) URL. */
export function liveResultsUrl(
  metadata: Pick<SearchMetadata, 'wsEndpoint' | 'correlationId' | 'sessionId'>,
  baseUrl?: string,
): string {
  let url: URL;
  try {
    url =
      baseUrl === undefined ? new URL(metadata.wsEndpoint) : new URL(metadata.wsEndpoint, baseUrl);
  } catch {
    throw new ValidationError(
      'liveResults.connect',
      `wsEndpoint: not an absolute URL (${metadata.wsEndpoint})`,
    );
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  url.searchParams.set(SOCKET_QUERY.correlationId, metadata.correlationId);
  url.searchParams.set(SOCKET_QUERY.sessionId, metadata.sessionId);
  return url.toString();
}

function frameText(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return null;
}

function field(ev: unknown, key: string): unknown {
  return typeof ev === 'object' && ev !== null ? (ev as Record<string, unknown>)[key] : undefined;
}

export function connectLiveResults(options: LiveResultsOptions): LiveResultsConnection {
  const Impl =
    options.WebSocketImpl ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket ?? null;
  if (!Impl) throw new Error('connectLiveResults: no WebSocket implementation available');
  const url = liveResultsUrl(options.metadata, options.baseUrl);
  const socket = new Impl(url);
  socket.binaryType = 'arraybuffer';

  let next = FIRST_SOCKET_BATCH;
  // One copy of each repeated value for the whole search (see intern.ts).
  const pools = createResultPools();
  const held = new Map<number, ResultOption[]>();
  const seen = new Set<number>();
  /** `done` arrived: frames after it are refused (it is handled after every batch before it). */
  let doneReceived = false;
  let closedByClient = false;
  let closeReported = false;

  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const stopIdleTimer = () => {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = undefined;
  };
  const reportClose = (info: CloseInfo) => {
    if (closeReported) return;
    closeReported = true;
    stopIdleTimer();
    drain();
    flushHeld();
    options.onClose?.(info);
  };
  const armIdleTimer = () => {
    stopIdleTimer();
    const { idleMs } = options;
    if (idleMs === undefined || doneReceived || closeReported) return;
    idleTimer = setTimeout(() => {
      reportClose({ code: IDLE_CLOSE_CODE, reason: 'idle', wasClean: false, expected: false });
      try {
        socket.close(IDLE_CLOSE_CODE, 'idle');
      } catch {
        // A socket still connecting may refuse to close in some implementations.
      }
    }, idleMs);
  };
  armIdleTimer();

  const malformed = (raw: unknown, reason: string) => {
    options.onMalformed?.({ raw, reason });
  };

  const deliverInOrder = () => {
    for (let batch = held.get(next); batch !== undefined; batch = held.get(next)) {
      held.delete(next);
      options.onBatch(batch, next);
      next += 1;
    }
  };

  const flushHeld = () => {
    const numbers = [...held.keys()].sort((a, b) => a - b);
    for (const n of numbers) {
      const batch = held.get(n);
      held.delete(n);
      if (batch) options.onBatch(batch, n);
      next = n + 1;
    }
  };

  /** Validation waiting to be done, in arrival order: results of a batch, or the end. */
  type Job =
    | { kind: 'results'; batchNo: number; items: unknown[]; at: number; valid: ResultOption[] }
    | { kind: 'done'; total: number };
  const work: Job[] = [];
  let pumpTimer: ReturnType<typeof setTimeout> | undefined;

  const deliver = (batchNo: number, valid: ResultOption[]) => {
    if (batchNo < next) {
      options.onBatch(valid, batchNo);
      return;
    }
    held.set(batchNo, valid);
    deliverInOrder();
  };

  /** Works through the queue; with `untilMs`, stops at that time and goes on in a later task. */
  const sliceMs = options.validationSliceMs ?? VALIDATION_SLICE_MS;
  const pump = (untilMs: number) => {
    pumpTimer = undefined;
    let progressed = false;
    for (let job = work[0]; job !== undefined; job = work[0]) {
      if (job.kind === 'done') {
        work.shift();
        flushHeld();
        options.onDone?.(job.total);
        continue;
      }
      while (job.at < job.items.length) {
        // At least one result per slice, so a slow machine still moves on.
        if (progressed && now() >= untilMs) {
          pumpTimer = setTimeout(() => {
            pump(now() + sliceMs);
          }, 0);
          return;
        }
        progressed = true;
        const index = job.at;
        const item = job.items[index];
        job.at += 1;
        const parsed = v.safeParse(ResultOptionSchema, item);
        if (parsed.success) job.valid.push(compactResult(parsed.output, pools));
        else
          malformed(
            item,
            `batch ${job.batchNo} result ${index}: ${summarizeIssues(parsed.issues)}`,
          );
      }
      work.shift();
      deliver(job.batchNo, job.valid);
    }
  };

  /** Everything received so far, validated and delivered now (before a close is reported). */
  const drain = () => {
    if (pumpTimer !== undefined) clearTimeout(pumpTimer);
    pump(Number.POSITIVE_INFINITY);
  };

  const enqueue = (job: Job) => {
    work.push(job);
    // Already going: this job waits its turn. Otherwise start in this task.
    if (pumpTimer === undefined && work.length === 1) pump(now() + sliceMs);
  };

  const onResults = (batchNo: number, items: unknown[]) => {
    // A duplicate (already delivered or held) is ignored silently.
    if (seen.has(batchNo)) return;
    seen.add(batchNo);
    enqueue({ kind: 'results', batchNo, items, at: 0, valid: [] });
  };

  socket.onopen = () => {
    options.onOpen?.();
  };

  socket.onmessage = (ev: unknown) => {
    if (closeReported) return;
    armIdleTimer();
    const data = field(ev, 'data');
    const text = frameText(data);
    if (text === null) {
      malformed(data, 'binary frame that is not an ArrayBuffer');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      malformed(text, 'frame is not JSON');
      return;
    }
    const parsed = v.safeParse(SocketMessageSchema, json);
    if (!parsed.success) {
      malformed(text, `frame is not a socket message: ${summarizeIssues(parsed.issues)}`);
      return;
    }
    if (doneReceived) {
      malformed(text, 'frame after done ignored');
      return;
    }
    const message = parsed.output;
    if (message.type === 'results') {
      onResults(message.batch, message.results);
    } else {
      doneReceived = true;
      stopIdleTimer();
      enqueue({ kind: 'done', total: message.total });
    }
  };

  // Errors carry no detail in the WebSocket API; the close event that follows reports it.
  socket.onerror = () => undefined;

  socket.onclose = (ev: unknown) => {
    const code = field(ev, 'code');
    const reason = field(ev, 'reason');
    const wasClean = field(ev, 'wasClean');
    reportClose({
      code: typeof code === 'number' ? code : 1006,
      reason: typeof reason === 'string' ? reason : '',
      wasClean: typeof wasClean === 'boolean' ? wasClean : false,
      expected: closedByClient || doneReceived,
    });
  };

  return {
    url,
    close() {
      if (closedByClient) return;
      closedByClient = true;
      stopIdleTimer();
      try {
        socket.close(1000, 'client closed');
      } catch {
        // Closing a socket that is still connecting may throw in some implementations.
      }
    },
  };
}

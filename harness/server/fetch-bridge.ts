/**
 * Node HTTP ⇄ Fetch: turns an incoming request into a Fetch `Request` for msw's handlers, and
 * writes a Fetch `Response` back, streaming its body chunk by chunk (the chatbot's event
 * stream reaches the browser as it is produced, never buffered).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** The whole request body, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) throw new BodyTooLargeError(`Request body over ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(`Request body over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Headers of the connection, not of the request (the body is passed whole). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-connection',
]);

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** A Fetch Request for `url` with the request's method, headers and (already read) body. */
export function toFetchRequest(
  req: IncomingMessage,
  url: URL,
  body: Buffer | null,
  method = req.method ?? 'GET',
): Request {
  const hasBody = body !== null && body.length > 0 && method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers: toHeaders(req.headers),
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

/** Resolves when `res` can take more data, or has closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Writes `response` to `res`: status, headers (over the ones already set, e.g. security
 * headers) and the body as it streams. `head` sends the headers only. A `Response.error()`
 * (a simulated network failure) and a body stream that errors (a cut event stream) destroy the
 * connection, which is what the browser would see.
 */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  head = false,
): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText !== '') res.statusMessage = response.statusText;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  // API answers are per link and per moment (an intro, a search): never stored by a cache.
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');

  const body = response.body;
  if (head || body === null) {
    if (body !== null) await body.cancel();
    res.end();
    return;
  }
  // Send the headers now: an event stream's first event may take a while.
  res.flushHeaders();
  const reader = body.getReader();
  const onClose = () => {
    void reader.cancel().catch(() => undefined);
  };
  res.once('close', onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) await drained(res);
    }
    res.end();
  } catch {
    // The stream failed mid-way: cut the connection so the client sees an incomplete body.
    res.destroy();
  } finally {
    res.off('close', onClose);
  }
}

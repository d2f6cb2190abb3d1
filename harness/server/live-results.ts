/**
 * The live-results WebSocket at `/ws/results` (`ws` package): a connection with
 * `?correlationId=…&sessionId=…` plays the socket script of the scenario whose search metadata
 * carries that session (and correlation) id, at `speed` times the script's own pace.
 *
 * Ids that cannot be served are refused after the handshake with a close code and a reason the
 * browser can read (a refused handshake only shows up as 1006 there):
 * - 1008 (policy violation) "malformed …": a query parameter missing or not an id;
 * - 4404 "unknown search session …": no scenario has this session id, or its correlation id
 *   does not match;
 * - 4409 "no live results for this search": the scenario's search has no socket (superday).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { SOCKET_QUERY } from '../../src/api/contract';
import {
  findScenarioBySessionId,
  playScript,
  socketScriptFor,
  type PlayHandle,
  type Scenario,
} from '../../fixtures';

export const LIVE_RESULTS_PATH = '/ws/results';

export const CLOSE_MALFORMED = 1008;
export const CLOSE_UNKNOWN_SESSION = 4404;
export const CLOSE_NO_LIVE_RESULTS = 4409;

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export type SessionLookup =
  { ok: true; scenario: Scenario } | { ok: false; code: number; reason: string };

/** Which scenario a socket URL's query asks for (or why none). */
export function lookUpSession(
  query: URLSearchParams,
  scenarios: readonly Scenario[],
): SessionLookup {
  const sessionId = query.get(SOCKET_QUERY.sessionId);
  const correlationId = query.get(SOCKET_QUERY.correlationId);
  if (sessionId === null || !ID.test(sessionId)) {
    return { ok: false, code: CLOSE_MALFORMED, reason: 'malformed sessionId query parameter' };
  }
  if (correlationId === null || !ID.test(correlationId)) {
    return { ok: false, code: CLOSE_MALFORMED, reason: 'malformed correlationId query parameter' };
  }
  const scenario = findScenarioBySessionId(sessionId, scenarios);
  const meta =
    scenario && 'result' in scenario.search ? scenario.search.result.searchMetadata : null;
  if (!scenario || meta?.correlationId !== correlationId) {
    return {
      ok: false,
      code: CLOSE_UNKNOWN_SESSION,
      reason: 'unknown search session (sessionId and correlationId of no search)',
    };
  }
  return { ok: true, scenario };
}

export interface LiveResults {
  /** Takes an HTTP upgrade for LIVE_RESULTS_PATH. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, query: URLSearchParams): void;
  /** Stops every script and closes every socket (1001, going away). */
  close(): Promise<void>;
}

export function createLiveResults(options: {
  scenarios: readonly Scenario[];
  speed: number;
}): LiveResults {
  // permessage-deflate (issue 14): result batches are JSON that repeats itself, a fifth of the
  // bytes once deflated. Frames under 1 KB go as they are; the server keeps no compression
  // context between frames, so an idle socket holds no zlib window (memory stays per frame).
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    perMessageDeflate: {
      threshold: 1024,
      serverNoContextTakeover: true,
      clientNoContextTakeover: true,
    },
  });
  const plays = new Map<WebSocket, PlayHandle>();

  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, query: URLSearchParams) => {
    // The client never needs to send anything; ignore what it does send.
    ws.on('error', () => undefined);
    const found = lookUpSession(query, options.scenarios);
    if (!found.ok) {
      ws.close(found.code, found.reason);
      return;
    }
    const script = socketScriptFor(found.scenario);
    if (!script) {
      ws.close(CLOSE_NO_LIVE_RESULTS, 'no live results for this search');
      return;
    }
    const handle = playScript(
      script,
      (data) => {
        ws.send(data);
      },
      (code, reason) => {
        ws.close(code, reason);
      },
      undefined,
      { speed: options.speed },
    );
    plays.set(ws, handle);
    ws.on('close', () => {
      handle.stop();
      plays.delete(ws);
    });
    void handle.finished.then((outcome) => {
      // Every script ends with a close step; close anyway if one ever does not.
      if (outcome === 'completed' && ws.readyState === ws.OPEN) ws.close(1000, 'script ended');
    });
  });

  return {
    handleUpgrade(req, socket, head, query) {
      wss.handleUpgrade(req, socket, head, (ws) => {
        wss.emit('connection', ws, req, query);
      });
    },
    close() {
      for (const handle of plays.values()) handle.stop();
      for (const ws of wss.clients) if (ws.readyState === ws.OPEN) ws.close(1001, 'server closing');
      return new Promise<void>((resolve) => {
        // Sockets that do not answer the close handshake are cut after a moment.
        const timer = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
        }, 1000);
        wss.close(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

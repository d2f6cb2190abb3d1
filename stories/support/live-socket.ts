/**
 * Live results for stories: a mock-socket server that plays a fixtures/ws script to every
 * client that connects. Use it in a story's `beforeEach`; Storybook calls the returned
 * cleanup when the story unmounts, which stops the script and the server (and restores the
 * real WebSocket).
 *
 *   beforeEach: liveSocket({ url: metadata.wsEndpoint, script: socketScriptFor(scenario) }),
 */
import { Server } from 'mock-socket';
import { playScript, type PlayHandle, type SocketScript } from '../../fixtures/ws';

export interface LiveSocketOptions {
  /** The endpoint of the search metadata (query parameters are ignored when matching). */
  url: string;
  /** What each connection receives; null accepts connections and sends nothing. */
  script: SocketScript | null;
  /** Pace: 1 plays the script's timing, Infinity sends everything at once. */
  speed?: number;
}

/** Starts the server now; returns its cleanup. */
export function startLiveSocket({ url, script, speed = 1 }: LiveSocketOptions): () => void {
  const server = new Server(url);
  const plays: PlayHandle[] = [];
  server.on('connection', (socket) => {
    if (!script) return;
    plays.push(
      playScript(
        script,
        (data) => {
          socket.send(data);
        },
        (code, reason) => {
          socket.close({ code, reason, wasClean: code === 1000 });
        },
        undefined,
        { speed },
      ),
    );
  });
  return () => {
    for (const play of plays) play.stop();
    server.stop();
  };
}

/** The `beforeEach` form: `beforeEach: liveSocket({ url, script })`. */
export const liveSocket =
  (options: LiveSocketOptions): (() => () => void) =>
  () =>
    startLiveSocket(options);

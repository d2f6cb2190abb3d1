/**
 * Small process helpers both servers use (the front server and the stand-in, which may use the
 * front's HTTP parts): listening on a port, and finding the repository's root from a file.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';

/** Listens on `port` and `host`; resolves with the address, or rejects with the error. */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise<AddressInfo>((resolveListen, reject) => {
    const onError = (error: Error) => {
      reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolveListen(server.address() as AddressInfo);
    });
  });
}

/** The nearest folder up from `from` with the project's package.json, or null. */
export function repositoryRoot(from: string): string | null {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const { name } = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string };
      if (name === 'candidate-meet') return dir;
    }
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * The Host allow-list of both servers (the front server and the stand-in): a request whose
 * `Host` names none of the allowed host names is refused with 421 before anything is read or
 * written. A page on another site whose name was made to point at this machine (DNS rebinding)
 * sends its own name. Any port: a proxy or `vite dev` may forward the browser's Host with its
 * port.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';

export interface Refusal {
  status: 403 | 415 | 421;
  message: string;
}

/** Host names every server answers to. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** A host name as it appears in a Host header: lower case, IPv6 in brackets, no port. */
export function hostName(host: string): string | null {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  return m?.[1] ?? null;
}

function asHostName(name: string): string {
  const lower = name.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/**
 * The host names a server answers to: loopback, the interface it listens on and `extra`.
 * Listening on every interface (0.0.0.0, ::) adds this machine's addresses and name, so the
 * server is reachable from other machines by those.
 */
export function allowedHostNames(listenHost: string, extra: readonly string[] = []): Set<string> {
  const names = new Set([...LOOPBACK_NAMES, ...extra.map(asHostName)]);
  if (WILDCARDS.has(listenHost)) {
    names.add(hostname().toLowerCase());
    for (const list of Object.values(networkInterfaces())) {
      for (const info of list ?? []) names.add(asHostName(info.address));
    }
  } else {
    names.add(asHostName(listenHost));
  }
  return names;
}

/** Refuses a Host (or a trusted X-Forwarded-Host, `host`) that is not one of `allowed`. */
export function hostProblem(
  headers: IncomingHttpHeaders,
  allowed: Set<string>,
  host: string | undefined = headers.host,
): Refusal | null {
  const name = hostName(host ?? '');
  if (name !== null && allowed.has(name)) return null;
  return { status: 421, message: 'This server does not answer to that host name.' };
}

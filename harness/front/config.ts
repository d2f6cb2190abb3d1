/**
 * The front server's configuration, read from the environment once at start and validated
 * there: a value that is wrong stops the server with the variable's name, before it listens.
 * The same release folder serves any environment: the API origins reach the browser in each
 * page (`<meta name="app-config">`, src/config/page-config.ts), never
 * baked into the build.
 *
 * | Variable                 | Meaning                                                       | Default          |
 * | ------------------------ | ------------------------------------------------------------- | ---------------- |
 * | `API_ORIGIN`             | The main API (required): `https://api.example.com`            | —                |
 * | `HIGH_VOLUME_API_ORIGIN` | The high-volume API (search of the high-volume flow)          | API_ORIGIN       |
 * | `SUPERDAY_API_ORIGIN`    | The superday API                                              | API_ORIGIN       |
 * | `CHATBOT_ORIGIN`         | The candidate chatbot                                         | API_ORIGIN       |
 * | `PORT`                   | Port to listen on                                             | 4173             |
 * | `HOST`                   | Interface to listen on (`0.0.0.0` in a container)             | 127.0.0.1        |
 * | `ALLOWED_HOSTS`          | Public host names it answers to (comma-separated, no port)    | loopback, HOST   |
 * | `TRUST_PROXY`            | `1`: read X-Forwarded-Host/-Proto from the proxy in front     | 0                |
 * | `SHUTDOWN_GRACE_MS`      | On SIGTERM, how long requests in flight may take to finish    | 10000            |
 * | `LOG_REQUESTS`           | `0`: no request log (default: one JSON line per request)      | 1                |
 */
import { hostName } from './host-guard';

export class FrontConfigError extends Error {
  override readonly name = 'FrontConfigError';
}

/** The API origins: where the browser and the server render send the app's calls. */
export interface ApiOrigins {
  main: string;
  highVolume: string;
  superday: string;
  chatbot: string;
}

export interface FrontConfig {
  api: ApiOrigins;
  port: number;
  host: string;
  allowedHosts: string[];
  trustProxy: boolean;
  shutdownGraceMs: number;
  logRequests: boolean;
}

export const FRONT_VARIABLES = {
  api: 'API_ORIGIN',
  highVolume: 'HIGH_VOLUME_API_ORIGIN',
  superday: 'SUPERDAY_API_ORIGIN',
  chatbot: 'CHATBOT_ORIGIN',
  port: 'PORT',
  host: 'HOST',
  allowedHosts: 'ALLOWED_HOSTS',
  trustProxy: 'TRUST_PROXY',
  shutdownGraceMs: 'SHUTDOWN_GRACE_MS',
  logRequests: 'LOG_REQUESTS',
} as const;

export const DEFAULT_FRONT_PORT = 4173;
export const DEFAULT_FRONT_HOST = '127.0.0.1';
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

type Env = Readonly<Record<string, string | undefined>>;

const read = (env: Env, name: string) => env[name]?.trim() ?? '';

/** An origin: `http(s)://host[:port]`, nothing after it but an optional `/`. */
export function readOrigin(env: Env, name: string, fallback?: string): string {
  const raw = read(env, name);
  if (raw === '') {
    if (fallback !== undefined) return fallback;
    throw new FrontConfigError(
      `${name} is required: the origin of the API, e.g. ${name}=https://api.example.com`,
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FrontConfigError(`${name} must be an absolute http(s) origin, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FrontConfigError(`${name} must use http or https, got "${raw}".`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new FrontConfigError(`${name} must not carry a user name or password.`);
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || raw.endsWith('?')) {
    throw new FrontConfigError(
      `${name} must be an origin only (scheme, host, port), with no path or query, got "${raw}".`,
    );
  }
  return url.origin;
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new FrontConfigError(
      `${name} must be a whole number from ${min} to ${max}, got "${raw}".`,
    );
  }
  return value;
}

function readFlag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name).toLowerCase();
  if (raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new FrontConfigError(`${name} must be 1 or 0 (true or false), got "${read(env, name)}".`);
}

function readHostNames(env: Env, name: string): string[] {
  const names = read(env, name)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of names) {
    // A name, not a URL or a name with a port: the port is whatever the proxy forwards.
    if (hostName(part) === null || part.includes(':') !== part.startsWith('[')) {
      throw new FrontConfigError(
        `${name} lists host names without scheme or port (e.g. meet.example.com), got "${part}".`,
      );
    }
  }
  return names.map((part) => part.toLowerCase());
}

/** The configuration from `env` (process.env); throws FrontConfigError naming the variable. */
export function readFrontConfig(env: Env): FrontConfig {
  const main = readOrigin(env, FRONT_VARIABLES.api);
  const host = read(env, FRONT_VARIABLES.host) || DEFAULT_FRONT_HOST;
  if (/[\s/]/.test(host)) {
    throw new FrontConfigError(
      `${FRONT_VARIABLES.host} must be an interface address, got "${host}".`,
    );
  }
  return {
    api: {
      main,
      highVolume: readOrigin(env, FRONT_VARIABLES.highVolume, main),
      superday: readOrigin(env, FRONT_VARIABLES.superday, main),
      chatbot: readOrigin(env, FRONT_VARIABLES.chatbot, main),
    },
    port: readInteger(env, FRONT_VARIABLES.port, DEFAULT_FRONT_PORT, 0, 65_535),
    host,
    allowedHosts: readHostNames(env, FRONT_VARIABLES.allowedHosts),
    trustProxy: readFlag(env, FRONT_VARIABLES.trustProxy, false),
    shutdownGraceMs: readInteger(
      env,
      FRONT_VARIABLES.shutdownGraceMs,
      DEFAULT_SHUTDOWN_GRACE_MS,
      0,
      600_000,
    ),
    logRequests: readFlag(env, FRONT_VARIABLES.logRequests, true),
  };
}

/** Every distinct API origin (for the CSP). */
export function apiOriginList(api: ApiOrigins): string[] {
  return [...new Set([api.main, api.highVolume, api.superday, api.chatbot])];
}

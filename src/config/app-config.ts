/**
 * Run-time configuration of the app, read once from the build environment (Vite's
 * `import.meta.env`, whose variables start with `VITE_`). Every value is optional: the
 * defaults talk to the stand-in API on the same origin. A value that is set but wrong
 * fails loudly at start-up with the variable's name, instead of sending requests to a
 * wrong host later.
 */
import type { ApiHosts } from '../api/contract';
import { DEFAULT_MIN_AVAILABILITY_SLOTS } from '../domain/min-slots';

export interface AppConfig {
  hosts: ApiHosts;
  /** Slots a candidate must pick before submitting availability. */
  minAvailabilitySlots: number;
}

/** Environment variable per configurable value (documented in README.md). */
export const CONFIG_VARIABLES = {
  main: 'VITE_API_HOST',
  highVolume: 'VITE_HIGH_VOLUME_API_HOST',
  superday: 'VITE_SUPERDAY_API_HOST',
  chatbot: 'VITE_CHATBOT_HOST',
  availabilityRequestUrl: 'VITE_AVAILABILITY_REQUEST_URL',
  portalUrl: 'VITE_PORTAL_URL',
  minAvailabilitySlots: 'VITE_MIN_AVAILABILITY_SLOTS',
} as const;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

function readString(env: Env, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** '' (same origin) or an absolute http(s) URL without a trailing slash. */
function readHost(env: Env, name: string, fallback: string): string {
  const raw = readString(env, name);
  if (raw === '') return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

function readPositiveInteger(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}".`);
  }
  return value;
}

/**
 * Resolves the configuration. `origin` is the app's own origin, used as the default for
 * the two front-end URLs; the API hosts default to '' (same origin as the app).
 */
export function resolveAppConfig(env: Env, origin = ''): AppConfig {
  const main = readHost(env, CONFIG_VARIABLES.main, '');
  return {
    hosts: {
      main,
      highVolume: readHost(env, CONFIG_VARIABLES.highVolume, main),
      superday: readHost(env, CONFIG_VARIABLES.superday, main),
      chatbot: readHost(env, CONFIG_VARIABLES.chatbot, main),
      availabilityRequestUrl: readHost(env, CONFIG_VARIABLES.availabilityRequestUrl, origin),
      portalUrl: readHost(env, CONFIG_VARIABLES.portalUrl, origin),
    },
    minAvailabilitySlots: readPositiveInteger(
      env,
      CONFIG_VARIABLES.minAvailabilitySlots,
      DEFAULT_MIN_AVAILABILITY_SLOTS,
    ),
  };
}

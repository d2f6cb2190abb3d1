/**
 * Configuration of the app, read once at start. The API hosts come from the page when a server
 * put them there (the front server's `#app-config`, page-config.ts: run time, one build for
 * every environment); otherwise from the build environment (Vite's `import.meta.env`, whose
 * variables start with `VITE_`: `vite dev`, Storybook, a page served as a plain file). Every
 * value is optional: the defaults talk to an API on the same origin. A value that is set but
 * wrong fails loudly at start-up with the variable's name, instead of sending requests to a
 * wrong host later.
 *
 * Spec section 7 also lists an availability-request front-end URL and a portal URL among the
 * configured base hosts, but no screen or call of the spec uses either (the app builds no link
 * to them), so they are not configuration at all (issue 36 item 3).
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
  minAvailabilitySlots: 'VITE_MIN_AVAILABILITY_SLOTS',
} as const;

/** The configuration a server put in the page (page-config.ts): absolute http(s) hosts. */
export interface PageConfig {
  hosts: { main: string; highVolume: string; superday: string; chatbot: string };
}

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
 * Resolves the configuration. The API hosts default to '' (same origin as the app). `page` is
 * the configuration the server put in the page: its hosts win over the build's.
 */
export function resolveAppConfig(env: Env, page: PageConfig | null = null): AppConfig {
  const main = page?.hosts.main ?? readHost(env, CONFIG_VARIABLES.main, '');
  return {
    hosts: {
      main,
      highVolume: page?.hosts.highVolume ?? readHost(env, CONFIG_VARIABLES.highVolume, main),
      superday: page?.hosts.superday ?? readHost(env, CONFIG_VARIABLES.superday, main),
      chatbot: page?.hosts.chatbot ?? readHost(env, CONFIG_VARIABLES.chatbot, main),
    },
    minAvailabilitySlots: readPositiveInteger(
      env,
      CONFIG_VARIABLES.minAvailabilitySlots,
      DEFAULT_MIN_AVAILABILITY_SLOTS,
    ),
  };
}

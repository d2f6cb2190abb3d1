/**
 * The configuration a server puts in the page (run time), so that one build serves any
 * environment: the front server (harness/front) writes the API origins it was started with into
 * each HTML page as `<meta name="app-config" content="{…JSON…}">`, and the entry
 * (harness/app/main.tsx) reads them there before the build-time values (`VITE_*`, the
 * development fallback: `vite dev`, Storybook, a page served without the front server).
 *
 * Data in an attribute, not a script: nothing for the page's Content-Security-Policy to allow,
 * and the JSON is attribute-escaped, so no value can close the element or start markup.
 */
import { ConfigError, type PageConfig } from './app-config';

export type { PageConfig } from './app-config';

export const PAGE_CONFIG_ID = 'app-config';

const HOST_KEYS = ['main', 'highVolume', 'superday', 'chatbot'] as const;

/** The configuration as JSON text (what the element's `content` holds). */
export function serializePageConfig(config: PageConfig): string {
  return JSON.stringify(config);
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/** The element as the server writes it into `<head>`. */
export function pageConfigElement(config: PageConfig): string {
  const content = serializePageConfig(config).replace(
    /[&"<>]/g,
    (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch,
  );
  return `<meta name="${PAGE_CONFIG_ID}" content="${content}">`;
}

function origin(value: unknown, key: string): string {
  if (typeof value !== 'string') throw new ConfigError(`The page's ${key} host is missing.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `The page's ${key} host must be an absolute http(s) URL, got "${value}".`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`The page's ${key} host must use http or https, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * The configuration in the page's element text, or null when the page has none (the build's
 * values apply). A malformed element is a ConfigError: the app stops with its message rather
 * than call a wrong host.
 */
export function parsePageConfig(text: string | null | undefined): PageConfig | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(`The page's configuration (${PAGE_CONFIG_ID}) is not JSON.`);
  }
  const hosts =
    typeof value === 'object' && value !== null ? (value as { hosts?: unknown }).hosts : undefined;
  if (typeof hosts !== 'object' || hosts === null) {
    throw new ConfigError(`The page's configuration (${PAGE_CONFIG_ID}) has no hosts.`);
  }
  const given = hosts as Record<string, unknown>;
  const [main, highVolume, superday, chatbot] = HOST_KEYS.map((key) => origin(given[key], key));
  return {
    hosts: {
      main: main ?? '',
      highVolume: highVolume ?? '',
      superday: superday ?? '',
      chatbot: chatbot ?? '',
    },
  };
}

/** The page's configuration (the element's `content`) in `doc`, or null. */
export function pageConfigText(doc: Pick<Document, 'querySelector'>): string | null {
  return doc.querySelector(`meta[name="${PAGE_CONFIG_ID}"]`)?.getAttribute('content') ?? null;
}

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ConfigError } from './app-config';
import {
  pageConfigElement,
  pageConfigText,
  parsePageConfig,
  serializePageConfig,
} from './page-config';

const hosts = {
  main: 'https://api.example.com',
  highVolume: 'https://hv.example.com',
  superday: 'https://api.example.com',
  chatbot: 'https://api.example.com',
};

describe('the configuration in the page (run time)', () => {
  it('reads back what the server wrote', () => {
    expect(parsePageConfig(serializePageConfig({ hosts }))).toEqual({ hosts });
  });

  it('is absent when the page has no element (the build values apply)', () => {
    expect(parsePageConfig(null)).toBeNull();
    expect(parsePageConfig('  ')).toBeNull();
  });

  it('is one <meta> whose content no value can leave', () => {
    const element = pageConfigElement({ hosts: { ...hosts, main: 'https://a.example/"><x>&' } });
    expect(element).toMatch(/^<meta name="app-config" content="[^"<>]*">$/);
    const doc = new DOMParser().parseFromString(`<head>${element}</head>`, 'text/html');
    expect(parsePageConfig(pageConfigText(doc))?.hosts.main).toBe('https://a.example/"><x>&');
  });

  it('stops the app, saying what is wrong, on a malformed element', () => {
    expect(() => parsePageConfig('{')).toThrow(ConfigError);
    expect(() => parsePageConfig('{"hosts":null}')).toThrow(/has no hosts/);
    expect(() =>
      parsePageConfig(JSON.stringify({ hosts: { ...hosts, chatbot: 'ftp://x.example' } })),
    ).toThrow(/chatbot host must use http or https/);
    expect(() => parsePageConfig(JSON.stringify({ hosts: { ...hosts, superday: 7 } }))).toThrow(
      /superday host is missing/,
    );
  });
});

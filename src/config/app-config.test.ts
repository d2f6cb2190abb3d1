import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, resolveAppConfig } from './app-config';
import { parsePageConfig, serializePageConfig } from './page-config';
import { DEFAULT_MIN_AVAILABILITY_SLOTS } from '../domain/min-slots';

describe('resolveAppConfig', () => {
  it('defaults every API host to the same origin', () => {
    const config = resolveAppConfig({});
    expect(config.hosts).toEqual({
      main: '',
      highVolume: '',
      superday: '',
      chatbot: '',
    });
    expect(config.minAvailabilitySlots).toBe(DEFAULT_MIN_AVAILABILITY_SLOTS);
  });

  it('lets the high-volume, superday and chatbot hosts fall back to the main API host', () => {
    const config = resolveAppConfig({ VITE_API_HOST: 'https://api.example.com/' });
    expect(config.hosts.main).toBe('https://api.example.com');
    expect(config.hosts.highVolume).toBe('https://api.example.com');
    expect(config.hosts.superday).toBe('https://api.example.com');
    expect(config.hosts.chatbot).toBe('https://api.example.com');
  });

  it('takes each host from its own variable and strips trailing slashes', () => {
    const config = resolveAppConfig({
      VITE_API_HOST: 'https://api.example.com',
      VITE_HIGH_VOLUME_API_HOST: 'https://hv.example.com//',
      VITE_SUPERDAY_API_HOST: 'https://superday.example.com',
      VITE_CHATBOT_HOST: 'http://127.0.0.1:9000',
    });
    expect(config.hosts).toEqual({
      main: 'https://api.example.com',
      highVolume: 'https://hv.example.com',
      superday: 'https://superday.example.com',
      chatbot: 'http://127.0.0.1:9000',
    });
  });

  it('reads no availability-request or portal URL: no screen builds a link to either (issue 36 item 3)', () => {
    const config = resolveAppConfig({
      VITE_AVAILABILITY_REQUEST_URL: 'https://elsewhere.example.com',
      VITE_PORTAL_URL: 'https://portal.example.com',
    });
    expect(Object.keys(config.hosts)).toEqual(['main', 'highVolume', 'superday', 'chatbot']);
    expect(Object.values(CONFIG_VARIABLES)).not.toContain('VITE_PORTAL_URL');
    expect(Object.values(CONFIG_VARIABLES)).not.toContain('VITE_AVAILABILITY_REQUEST_URL');
  });

  it("takes the hosts from the page's configuration over the build's (run time)", () => {
    const page = parsePageConfig(
      serializePageConfig({
        hosts: {
          main: 'https://api.example.com',
          highVolume: 'https://hv.example.com',
          superday: 'https://sd.example.com',
          chatbot: 'https://bot.example.com',
        },
      }),
    );
    const config = resolveAppConfig({ VITE_API_HOST: 'http://localhost:4173' }, page);
    expect(config.hosts.main).toBe('https://api.example.com');
    expect(config.hosts.highVolume).toBe('https://hv.example.com');
    expect(config.hosts.superday).toBe('https://sd.example.com');
    expect(config.hosts.chatbot).toBe('https://bot.example.com');
  });

  it('fails loudly, naming the variable, on a host that is not an http(s) URL', () => {
    expect(() => resolveAppConfig({ VITE_API_HOST: 'api.example.com' })).toThrow(
      new ConfigError('VITE_API_HOST must be an absolute http(s) URL, got "api.example.com".'),
    );
    expect(() => resolveAppConfig({ VITE_CHATBOT_HOST: 'ftp://x.example.com' })).toThrow(
      /VITE_CHATBOT_HOST must use http or https/,
    );
  });

  it('reads the minimum availability slots as a whole number of at least 1', () => {
    expect(resolveAppConfig({ VITE_MIN_AVAILABILITY_SLOTS: '5' }).minAvailabilitySlots).toBe(5);
    for (const bad of ['0', '-2', '2.5', 'three']) {
      expect(() => resolveAppConfig({ VITE_MIN_AVAILABILITY_SLOTS: bad })).toThrow(
        /VITE_MIN_AVAILABILITY_SLOTS must be a whole number of at least 1/,
      );
    }
  });
});

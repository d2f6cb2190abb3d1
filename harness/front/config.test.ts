import { describe, expect, it } from 'vitest';
import { apiOriginList, FrontConfigError, readFrontConfig } from './config';

const API = { API_ORIGIN: 'https://api.example.com' };

describe('the front server configuration (environment, checked at start)', () => {
  it('needs API_ORIGIN only; the other API origins fall back to it', () => {
    const config = readFrontConfig(API);
    expect(config).toEqual({
      api: {
        main: 'https://api.example.com',
        highVolume: 'https://api.example.com',
        superday: 'https://api.example.com',
        chatbot: 'https://api.example.com',
      },
      port: 4173,
      host: '127.0.0.1',
      allowedHosts: [],
      trustProxy: false,
      shutdownGraceMs: 10_000,
      logRequests: true,
    });
    expect(apiOriginList(config.api)).toEqual(['https://api.example.com']);
  });

  it('reads every variable', () => {
    const config = readFrontConfig({
      API_ORIGIN: 'https://api.example.com/',
      HIGH_VOLUME_API_ORIGIN: 'https://hv.example.com',
      SUPERDAY_API_ORIGIN: 'https://superday.example.com:8443',
      CHATBOT_ORIGIN: 'http://10.0.0.5:9000',
      PORT: '8080',
      HOST: '0.0.0.0',
      ALLOWED_HOSTS: ' meet.example.com, Meet2.Example.com ,',
      TRUST_PROXY: 'true',
      SHUTDOWN_GRACE_MS: '0',
      LOG_REQUESTS: '0',
    });
    expect(config.api).toEqual({
      main: 'https://api.example.com',
      highVolume: 'https://hv.example.com',
      superday: 'https://superday.example.com:8443',
      chatbot: 'http://10.0.0.5:9000',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.allowedHosts).toEqual(['meet.example.com', 'meet2.example.com']);
    expect(config.trustProxy).toBe(true);
    expect(config.shutdownGraceMs).toBe(0);
    expect(config.logRequests).toBe(false);
  });

  it.each([
    [{}, 'API_ORIGIN is required'],
    [{ API_ORIGIN: 'api.example.com' }, 'API_ORIGIN must be an absolute http(s) origin'],
    [{ API_ORIGIN: 'ftp://api.example.com' }, 'API_ORIGIN must use http or https'],
    [{ API_ORIGIN: 'https://api.example.com/v2' }, 'API_ORIGIN must be an origin only'],
    [{ API_ORIGIN: 'https://api.example.com/?x=1' }, 'API_ORIGIN must be an origin only'],
    [{ API_ORIGIN: 'https://u:p@api.example.com' }, 'API_ORIGIN must not carry a user name'],
    [{ ...API, HIGH_VOLUME_API_ORIGIN: 'hv' }, 'HIGH_VOLUME_API_ORIGIN must be an absolute'],
    [{ ...API, SUPERDAY_API_ORIGIN: 'ws://x.example' }, 'SUPERDAY_API_ORIGIN must use http'],
    [{ ...API, CHATBOT_ORIGIN: 'https://bot.example/chat' }, 'CHATBOT_ORIGIN must be an origin'],
    [{ ...API, PORT: '80a' }, 'PORT must be a whole number from 0 to 65535'],
    [{ ...API, PORT: '70000' }, 'PORT must be a whole number from 0 to 65535'],
    [{ ...API, PORT: '-1' }, 'PORT must be a whole number'],
    [{ ...API, HOST: 'http://0.0.0.0' }, 'HOST must be an interface address'],
    [{ ...API, ALLOWED_HOSTS: 'https://meet.example.com' }, 'ALLOWED_HOSTS lists host names'],
    [{ ...API, ALLOWED_HOSTS: 'meet.example.com:443' }, 'ALLOWED_HOSTS lists host names'],
    [{ ...API, TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be 1 or 0'],
    [{ ...API, SHUTDOWN_GRACE_MS: '1.5' }, 'SHUTDOWN_GRACE_MS must be a whole number'],
    [{ ...API, LOG_REQUESTS: 'on' }, 'LOG_REQUESTS must be 1 or 0'],
  ])('stops on %j, naming the variable', (env, message) => {
    expect(() => readFrontConfig(env)).toThrow(FrontConfigError);
    expect(() => readFrontConfig(env)).toThrow(message);
  });
});

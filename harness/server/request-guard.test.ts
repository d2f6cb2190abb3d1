import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  allowedHostNames,
  formWriteProblem,
  hostName,
  isOwnOrigin,
  writeProblem,
} from './request-guard';

describe('request guard', () => {
  it('reads the host name of a Host header, and nothing odd', () => {
    expect(hostName('LocalHost:4173')).toBe('localhost');
    expect(hostName('[::1]:80')).toBe('[::1]');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    for (const bad of [
      '',
      'a b',
      'evil.example/@localhost',
      'localhost:4173:1',
      'user@localhost',
    ]) {
      expect(hostName(bad), bad).toBeNull();
    }
  });

  it('allows loopback, the interface listened on and the configured names', () => {
    const names = allowedHostNames('10.1.2.3', ['Meet.Example.Test', '::2']);
    for (const name of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      '10.1.2.3',
      'meet.example.test',
      '[::2]',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    expect(names.has(hostname().toLowerCase())).toBe(false);
    // On every interface: this machine's name too.
    expect(allowedHostNames('0.0.0.0').has(hostname().toLowerCase())).toBe(true);
  });

  it('an own origin has the Host header’s host and an http(s) scheme', () => {
    expect(isOwnOrigin('http://localhost:4173', 'localhost:4173')).toBe(true);
    expect(isOwnOrigin('https://meet.example.test', 'meet.example.test:443')).toBe(true);
    expect(isOwnOrigin('http://localhost:4174', 'localhost:4173')).toBe(false);
    expect(isOwnOrigin('null', 'localhost:4173')).toBe(false);
    expect(isOwnOrigin('file:///x', 'localhost:4173')).toBe(false);
    expect(isOwnOrigin('http://localhost:4173', undefined)).toBe(false);
  });

  it('a write is JSON, with any parameters', () => {
    expect(writeProblem({ 'content-type': 'Application/JSON; charset=utf-8' })).toBeNull();
    expect(writeProblem({ 'content-type': 'application/json-patch+json' })?.status).toBe(415);
    expect(writeProblem({})?.status).toBe(415);
    // The staff form's type is not an API write's.
    expect(writeProblem({ 'content-type': 'application/x-www-form-urlencoded' })?.status).toBe(415);
  });

  it('a form write (staff sign-in) is urlencoded, from this origin only', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:4173' };
    expect(formWriteProblem(form)).toBeNull();
    expect(
      formWriteProblem({
        ...form,
        'content-type': 'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
        origin: 'http://localhost:4173',
        'sec-fetch-site': 'same-origin',
      }),
    ).toBeNull();
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      expect(formWriteProblem({ ...form, 'content-type': type })?.status, type).toBe(415);
    }
    expect(formWriteProblem({ host: 'localhost:4173' })?.status).toBe(415);
    // Chromium's POST of a form from a page with Referrer-Policy: no-referrer (this server's).
    expect(
      formWriteProblem({ ...form, origin: 'null', 'sec-fetch-site': 'same-origin' }),
    ).toBeNull();
    for (const cross of [
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:4173', 'sec-fetch-site': 'cross-site' },
    ]) {
      expect(formWriteProblem({ ...form, ...cross })?.status, JSON.stringify(cross)).toBe(403);
    }
  });
});

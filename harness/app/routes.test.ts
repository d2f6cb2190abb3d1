import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_DOCS, routeTableMarkdown } from './route-docs';
import { MAIN_FLOW_CHUNKS, matchPattern, matchRoute, ROUTES, type RouteId } from './routes';

const routeOf = (path: string): RouteId => matchRoute(path).route.id;

describe('matchRoute', () => {
  it.each<[string, RouteId, Record<string, string>]>([
    [
      '/s/3fe2a5adb6ab59ced78ce484921e5d7f',
      'candidate',
      { hash: '3fe2a5adb6ab59ced78ce484921e5d7f' },
    ],
    ['/s/abc/', 'candidate', { hash: 'abc' }],
    ['/s/a%20b', 'candidate', { hash: 'a b' }],
    [
      '/i/acme-robotics/kwame-mensah',
      'interviewer-link',
      { organizationSlug: 'acme-robotics', customUrl: 'kwame-mensah' },
    ],
    ['/p/org/guest', 'portal', { a: 'org', b: 'guest' }],
    ['/p/org/guest/job', 'portal', { a: 'org', b: 'guest', c: 'job' }],
    ['/superday/iv-7', 'superday', { interviewId: 'iv-7' }],
    ['/l/link-1', 'scheduling-link', { id: 'link-1' }],
  ])('%s → %s', (path, id, params) => {
    const match = matchRoute(path);
    expect(match.route.id).toBe(id);
    expect(match.params).toEqual(params);
  });

  it.each([
    '/',
    '',
    '/s',
    '/s/',
    '/s/abc/extra',
    '/i',
    '/i/tok-1',
    '/interviewer/acme-robotics/kwame-mensah',
    '/p/org',
    '/p/a/b/c/d',
    '/superday',
    '/interviewer/acme',
    '/unknown/path',
    '/S/abc',
    '/s/%E0%A4%A',
  ])('%s → the unknown route (invalid link)', (path) => {
    expect(routeOf(path)).toBe('unknown');
  });

  it('matches the first segment, not the first letter: /superday and /interviewer are not /s and /i', () => {
    expect(routeOf('/superday/x')).toBe('superday');
    expect(routeOf('/interviewer/a/b')).toBe('unknown');
    expect(routeOf('/sx/abc')).toBe('unknown');
  });

  it('sends /s and /i to the main-flow chunks (spec 2) and everything else to the second screen', () => {
    expect(matchRoute('/s/h').route.chunk).toBe('candidate-flow');
    expect(matchRoute('/i/org/url').route.chunk).toBe('interviewer-link');
    expect(MAIN_FLOW_CHUNKS).toEqual(['candidate-flow', 'interviewer-link']);
    for (const path of ['/p/a/b', '/superday/1', '/l/1', '/interviewer/a/b', '/nope']) {
      expect(matchRoute(path).route.chunk).toBe('second-screen');
    }
  });

  it('needs a catch-all route', () => {
    expect(() => matchRoute('/x', ROUTES.slice(0, -1))).toThrow(/catch-all/);
  });
});

describe('matchPattern', () => {
  it('matches the catch-all with no parameters', () => {
    expect(matchPattern('*', '/anything/at/all')).toEqual({});
  });

  it('leaves an absent optional parameter out', () => {
    expect(matchPattern('/p/:a/:b/:c?', '/p/x/y')).toEqual({ a: 'x', b: 'y' });
  });
});

describe('the route table', () => {
  it('has unique ids and patterns and ends with the catch-all', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
    expect(ROUTES.at(-1)?.pattern).toBe('*');
  });

  it('has no pending route: every screen of the spec exists', () => {
    const pending = ROUTES.filter((r) => r.status === 'pending').map((r) => [r.id, r.chunk]);
    expect(pending).toEqual([]);
  });

  it('describes every route, and the README table has one row per route', () => {
    for (const route of ROUTES) expect(ROUTE_DOCS[route.id].description).not.toBe('');
    const table = routeTableMarkdown().split('\n');
    expect(table).toHaveLength(ROUTES.length + 2);
    expect(table[2]).toContain('`/s/:hash`');
    expect(table.at(-1)).toContain('any other path');
    expect(
      table.filter((row) => row.includes('pending (shows “This page isn’t available yet”)')),
    ).toHaveLength(0);
  });
});

describe('README', () => {
  it('holds exactly the route table the code makes', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(routeTableMarkdown());
  });
});

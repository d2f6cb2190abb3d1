import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHUNK_PAGES, NESTED_PAGES } from '../app/routes';
import {
  preloadedFonts,
  preloadsByChunk,
  translationFiles,
  withRoutePreloads,
} from './route-preload';

/** A build as the two maps describe it: an entry, the /s chunk, and two pages sharing one. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    dynamicImports: [
      '../src/features/shared/LanguageSwitcher.tsx',
      '_candidate-2.js',
      'app/pages/SecondScreenPage.tsx',
    ],
    assets: [
      'assets/inter-latin-400-normal-a.woff2',
      'assets/inter-latin-400-normal-b.woff',
      'assets/inter-cyrillic-400-normal-c.woff2',
      'assets/inter-latin-600-normal-d.woff2',
    ],
  },
  '_candidate-2.js': {
    file: 'assets/candidate-2.js',
    imports: ['index.html'],
    dynamicImports: ['../src/features/candidate/Journey.tsx'],
  },
  '../src/features/candidate/Journey.tsx': {
    file: 'assets/Journey-6.js',
    imports: ['index.html', '_candidate-2.js', '_rules-7.js'],
    dynamicImports: ['../src/features/candidate/Later.tsx'],
  },
  '_rules-7.js': { file: 'assets/rules-7.js', imports: ['index.html'] },
  '../src/features/candidate/Later.tsx': { file: 'assets/Later-8.js', imports: ['index.html'] },
  '../src/features/shared/LanguageSwitcher.tsx': {
    file: 'assets/LanguageSwitcher-9.js',
    imports: ['index.html', '_Select-10.js'],
  },
  '_Select-10.js': { file: 'assets/Select-10.js', imports: ['index.html'] },
  'app/pages/SecondScreenPage.tsx': {
    file: 'assets/SecondScreenPage-3.js',
    imports: ['index.html', '_Pending-4.js'],
    dynamicImports: ['app/pages/PortalPage.tsx'],
  },
  'app/pages/PortalPage.tsx': {
    file: 'assets/PortalPage-11.js',
    imports: ['index.html', '_Dialog-12.js'],
  },
  '_Dialog-12.js': { file: 'assets/Dialog-12.js', imports: ['index.html'] },
  'app/pages/InterviewerLinkPage.tsx': {
    file: 'assets/InterviewerLinkPage-5.js',
    imports: ['index.html', '_Pending-4.js'],
  },
  '_Pending-4.js': { file: 'assets/Pending-4.js', imports: ['index.html'] },
};
const chunkModules = {
  'assets/index-1.js': { 'harness/app/main.tsx': 100 },
  'assets/candidate-2.js': { [CHUNK_PAGES['candidate-flow']]: 50, 'src/x.ts': 10 },
  'assets/SecondScreenPage-3.js': { [CHUNK_PAGES['second-screen']]: 5 },
  'assets/InterviewerLinkPage-5.js': { [CHUNK_PAGES['interviewer-link']]: 5 },
  'assets/Pending-4.js': { 'harness/app/pages/PendingRoutePage.tsx': 5 },
  'assets/PortalPage-11.js': { [NESTED_PAGES.portal ?? '']: 5 },
};

describe('route preloads', () => {
  const { chunks: table, hydration, routes } = preloadsByChunk(manifest, chunkModules);
  const preloads = { chunks: table, hydration, routes, fonts: preloadedFonts(manifest) };

  it("preloads the Latin woff2 of each of the entry's font weights, nothing else", () => {
    expect(preloads.fonts).toEqual([
      '/assets/inter-latin-400-normal-a.woff2',
      '/assets/inter-latin-600-normal-d.woff2',
    ]);
  });

  it('names the file holding each route page and its static imports, never the entry', () => {
    expect(table).toEqual({
      'candidate-flow': ['/assets/candidate-2.js'],
      'interviewer-link': ['/assets/InterviewerLinkPage-5.js', '/assets/Pending-4.js'],
      'second-screen': ['/assets/SecondScreenPage-3.js', '/assets/Pending-4.js'],
    });
  });

  it("names, for hydrating a server-rendered page, the route chunk's lazy chunks and the shared lazy parts, one level deep", () => {
    expect(hydration['candidate-flow']).toEqual([
      '/assets/Journey-6.js',
      '/assets/rules-7.js',
      '/assets/LanguageSwitcher-9.js',
      '/assets/Select-10.js',
    ]);
    expect(hydration['second-screen']).toEqual([
      '/assets/PortalPage-11.js',
      '/assets/Dialog-12.js',
      '/assets/LanguageSwitcher-9.js',
      '/assets/Select-10.js',
    ]);
  });

  it("names, for a page the browser renders, the route's chunk, its nested page and the shared lazy parts: no chain", () => {
    expect(routes.portal).toEqual([
      '/assets/SecondScreenPage-3.js',
      '/assets/Pending-4.js',
      '/assets/LanguageSwitcher-9.js',
      '/assets/Select-10.js',
      '/assets/PortalPage-11.js',
      '/assets/Dialog-12.js',
    ]);
    // A route whose page is not in this build: its chunk and the shared parts.
    expect(routes.superday).toEqual([
      '/assets/SecondScreenPage-3.js',
      '/assets/Pending-4.js',
      '/assets/LanguageSwitcher-9.js',
      '/assets/Select-10.js',
    ]);
    expect(routes['interviewer-link']?.[0]).toBe('/assets/InterviewerLinkPage-5.js');
    // The candidate's page is rendered on the server: its own list (chunks) stays.
    expect(routes.candidate).toBeUndefined();
  });

  it("preloads a browser-rendered page's translations in its language and the fallback", () => {
    expect(translationFiles('portal', 'de')).toEqual([
      ...['general', 'intro', 'ui', 'portal', 'booking', 'superday'].map(
        (ns) => `/locales/de/${ns}.json`,
      ),
      ...['general', 'intro', 'ui', 'portal', 'booking', 'superday'].map(
        (ns) => `/locales/en/${ns}.json`,
      ),
    ]);
    expect(translationFiles('unknown', 'en')).toEqual([
      '/locales/en/general.json',
      '/locales/en/intro.json',
      '/locales/en/ui.json',
    ]);
    const html = '<html><head></head><body></body></html>';
    const page = withRoutePreloads(html, '/l/abc', { ...preloads, fonts: [] }, 'ja');
    expect(page).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/locales/ja/schedulingLink.json">',
    );
    // The candidate's page carries its translations when rendered: none preloaded.
    expect(withRoutePreloads(html, '/s/abc', preloads, 'ja')).not.toContain('/locales/');
  });

  it("puts the route's preloads in the page's head, by path", () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const noFonts = { ...preloads, fonts: [] };
    expect(withRoutePreloads(html, '/s/abc', noFonts)).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/candidate-2.js"></head><body></body></html>',
    );
    expect(withRoutePreloads(html, '/no/such/page', preloads)).toContain(
      'href="/assets/SecondScreenPage-3.js"',
    );
    expect(withRoutePreloads(html, '/no/such/page', preloads)).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-600-normal-d.woff2">',
    );
    const nothing = { chunks: { ...table, 'candidate-flow': [] }, hydration, routes, fonts: [] };
    expect(withRoutePreloads(html, '/s/abc', nothing)).toBe(html);
  });

  it('knows the page module SecondScreenPage.tsx imports for every nested route', () => {
    const page = readFileSync(
      new URL('../app/pages/SecondScreenPage.tsx', import.meta.url),
      'utf8',
    );
    for (const module of Object.values(NESTED_PAGES)) {
      const imported = module.replace('harness/app/pages/', './').replace(/\.tsx$/, '');
      expect(page).toContain(`import('${imported}')`);
    }
  });

  it('knows the page module App.tsx imports for every chunk', () => {
    const app = readFileSync(new URL('../app/App.tsx', import.meta.url), 'utf8');
    for (const [chunk, page] of Object.entries(CHUNK_PAGES)) {
      const imported = page.replace('harness/app/', './').replace(/\.tsx$/, '');
      expect(app, chunk).toMatch(new RegExp(`'${chunk}':[^\\n]*import\\('${imported}'\\)`));
    }
  });
});

/**
 * The demo links of the stand-in server: one entry per scenario with the app paths that open
 * it, built from the app's own route table (harness/app/routes.ts), and the index page at `/`
 * that lists them (server-rendered HTML, an inline stylesheet, no scripts).
 *
 * Decisions: candidate-flow scenarios open at `/s/<hash>`; the interviewer-link scenario at
 * `/i/<organizationSlug>/<customUrl>`; superday, scheduling link and portal scenarios at their
 * second-screen route (the superday's with its invitation hash, `?hash=`); each marked "screen pending" while the route table says so. The chatbot scenario opens the
 * candidate flow, whose chat panel opens from the button under each screen.
 */
import { ROUTES, type RouteId } from '../app/routes';
import type { Scenario } from '../../fixtures';
import { escapeHtml } from '../../src/domain/html';
import { standInPage } from './html-page';

export interface DemoLink {
  href: string;
  /** Link text (unique on the page). */
  text: string;
  routeId: RouteId;
  /** The route's screen does not exist yet (it shows the invalid-link screen). */
  pending: boolean;
}

export interface DemoEntry {
  scenario: Scenario;
  section: 'candidate' | 'other';
  links: DemoLink[];
  /** Parts of the flow whose screen is pending although the link works (e.g. 'chat panel'). */
  pendingParts: string[];
}

/** A route pattern with its parameters filled in (`/p/:a/:b/:c?`, missing optional dropped). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  const parts = pattern
    .split('/')
    .filter((p) => p !== '')
    .flatMap((part) => {
      if (!part.startsWith(':')) return [part];
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`fillPattern: ${pattern} needs "${name}"`);
      }
      return [encodeURIComponent(value)];
    });
  return `/${parts.join('/')}`;
}

function link(routeId: RouteId, params: Record<string, string>, text: string): DemoLink {
  const route = ROUTES.find((r) => r.id === routeId);
  if (!route) throw new Error(`The route table has no "${routeId}" route.`);
  return {
    href: fillPattern(route.pattern, params),
    text,
    routeId,
    pending: route.status === 'pending',
  };
}

export function demoEntry(s: Scenario): DemoEntry {
  if (s.superday) {
    const params = { interviewId: s.superday.interviewId };
    const superdayLink = link('superday', params, s.title);
    // The superday page reads the invitation (status, organisation) by its hash.
    superdayLink.href += `?hash=${encodeURIComponent(s.hash)}`;
    return {
      scenario: s,
      section: 'other',
      links: [superdayLink],
      pendingParts: [],
    };
  }
  if (s.schedulingLink) {
    const params = { id: s.schedulingLink.id };
    const links = [link('scheduling-link', params, s.title)];
    return { scenario: s, section: 'other', links, pendingParts: [] };
  }
  if (s.interviewerLink) {
    const { organizationSlug, customUrl } = s.interviewerLink;
    const interviewerLink = link('interviewer-link', { organizationSlug, customUrl }, s.title);
    // As the link is sent: with the interviewer's e-mail (without it, the page asks).
    interviewerLink.href += `?email=${encodeURIComponent(s.interviewerLink.interviewerEmail)}`;
    return { scenario: s, section: 'other', links: [interviewerLink], pendingParts: [] };
  }
  if (s.portal) {
    const [a = '', b = '', c] = s.portal.segments;
    const params: Record<string, string> = c === undefined ? { a, b } : { a, b, c };
    return {
      scenario: s,
      section: 'other',
      links: [link('portal', params, s.title)],
      pendingParts: [],
    };
  }
  const links = [link('candidate', { hash: s.hash }, s.title)];
  return { scenario: s, section: s.chat ? 'other' : 'candidate', links, pendingParts: [] };
}

export function demoEntries(scenarios: readonly Scenario[]): DemoEntry[] {
  return scenarios.map(demoEntry);
}

/** Plain-text list for the console: one line per link. */
export function demoLinksText(entries: readonly DemoEntry[], baseUrl: string): string {
  const width = Math.max(...entries.map((e) => e.scenario.id.length));
  return entries
    .flatMap((e) =>
      e.links.map((l, i) => {
        const id = i === 0 ? e.scenario.id : '';
        const flags = [
          ...(l.pending ? ['screen pending'] : []),
          ...(i === 0 ? e.pendingParts.map((p) => `${p}: screen pending`) : []),
        ];
        const flag = flags.length > 0 ? `  (${flags.join('; ')})` : '';
        return `  ${id.padEnd(width)}  ${baseUrl}${l.href}${flag}`;
      }),
    )
    .join('\n');
}

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; color: #1d2330; background: #f6f7f9; line-height: 1.5; }
header, main, footer { max-width: 60rem; margin: 0 auto; padding: 0 1.25rem; }
header { padding-top: 2rem; }
h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 .75rem; }
h3 { font-size: 1.05rem; margin: 0; }
ul.scenarios { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
ul.scenarios > li { background: #fff; border: 1px solid #d5d9e0; border-radius: .5rem; padding: .875rem 1rem; }
ul.links { margin: .25rem 0 0; padding-left: 1.25rem; }
a { color: #1f4fbf; text-underline-offset: .15em; }
a:focus-visible { outline: 3px solid #1f4fbf; outline-offset: 2px; border-radius: 2px; }
p { margin: .25rem 0; }
.meta { color: #4a5263; font-size: .875rem; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85em; overflow-wrap: anywhere; }
.badge { display: inline-block; margin-left: .375rem; padding: 0 .4rem; border-radius: .25rem; background: #fff1c2; color: #5c4400; font-size: .75rem; font-weight: 600; vertical-align: middle; }
.warning { background: #fff1c2; border: 1px solid #d9b100; color: #3d2e00; border-radius: .5rem; padding: .75rem 1rem; }
footer { padding-bottom: 2rem; color: #4a5263; font-size: .875rem; }
`;

function linkHtml(l: DemoLink, appOrigin: string, withPath = false): string {
  const badge = l.pending ? ' <span class="badge">screen pending</span>' : '';
  const path = withPath ? ` <code>${escapeHtml(l.href)}</code>` : '';
  return `<a href="${escapeHtml(appOrigin + l.href)}">${escapeHtml(l.text)}${badge}</a>${path}`;
}

function entryHtml(e: DemoEntry, appOrigin: string): string {
  const s = e.scenario;
  const [first, ...more] = e.links;
  const extra =
    more.length === 0
      ? ''
      : `<ul class="links">${more.map((l) => `<li>${linkHtml(l, appOrigin, true)}</li>`).join('')}</ul>`;
  const notes = e.pendingParts
    .map(
      (p) =>
        `<p class="meta">The ${escapeHtml(p)} <span class="badge">screen pending</span>; the rest of the flow works.</p>`,
    )
    .join('');
  return [
    '<li>',
    first ? `<h3>${linkHtml(first, appOrigin)}</h3>` : `<h3>${escapeHtml(s.title)}</h3>`,
    `<p>${escapeHtml(s.description)}</p>`,
    extra,
    notes,
    `<p class="meta">Scenario <code>${escapeHtml(s.id)}</code>${first ? ` · <code>${escapeHtml(first.href)}</code>` : ''} · best viewed with the browser in ${escapeHtml(s.browserTimeZone)}</p>`,
    '</li>',
  ].join('');
}

export interface IndexPageOptions {
  entries: readonly DemoEntry[];
  /**
   * The app's origin (the front server's), where the links go; '' when none is configured:
   * the page then says how to start one.
   */
  appOrigin: string;
}

export function indexPageHtml({ entries, appOrigin }: IndexPageOptions): string {
  const section = (id: DemoEntry['section'], title: string, intro: string) => {
    const items = entries.filter((e) => e.section === id);
    return items.length === 0
      ? ''
      : `<section aria-labelledby="${id}-heading"><h2 id="${id}-heading">${title}</h2><p>${intro}</p><ul class="scenarios">${items.map((e) => entryHtml(e, appOrigin)).join('')}</ul></section>`;
  };
  const warning =
    appOrigin !== ''
      ? ''
      : '<p class="warning" role="status">No app origin is configured (APP_ORIGIN), so these links lead nowhere. Run <code>npm start</code>: it starts the front server in front of this stand-in.</p>';
  return standInPage(
    'candidate-meet: demo links',
    STYLE,
    `<header>
<h1>candidate-meet: demo links</h1>
<p>Every link opens the app (served by the front server${appOrigin === '' ? '' : ` at <code>${escapeHtml(appOrigin)}</code>`}) against this stand-in API with one scenario of <code>fixtures/scenarios</code>. What you do on a link (submit availability, confirm, reschedule) is kept in memory until the server restarts, so a reload shows it.</p>
</header>
<main>
${warning}
${section('candidate', 'Candidate flow', 'Invitation links (<code>/s/&lt;hash&gt;</code>).')}
${section('other', 'Other flows', 'The chatbot, the superday, the scheduling link, the interviewer link and the portal.')}
</main>
<footer>
<p>Staff: <a href="/staff/sign-in">staff sign-in</a> with the code the server printed at start-up, then add <code>?debug=true</code> to a candidate link to see every search result and its attendees.</p>
<p>API on this origin (<code>/v2/…</code>, <code>/refresh</code>, …), live results at <code>/ws/results</code>, translations at <code>/locales/{lng}/{ns}.json</code>; missing keys (development mode) go to <code>reports/missing-translations.json</code>.</p>
</footer>`,
  );
}

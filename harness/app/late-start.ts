/**
 * The notice of a server-rendered page whose scripts do not come (harness/app/server-render.tsx
 * puts it after `#root`; main.tsx removes it when the app takes the page over).
 */
import type { TFunction } from 'i18next';
import { escapeHtml } from '../../src/domain/html';
import { theme } from '../../src/ui/theme';

/** After this long without the app, the page says so (see {@link lateStartNotice}). */
export const LATE_START_S = 12;

/** No space after a full-width stop (Japanese, Chinese: "。" is followed directly), else one. */
const gap = (before: string) => (/[。！？]$/.test(before) ? '' : ' ');
const joined = (first: string, second: string) => `${first}${gap(first)}${second}`;

/**
 * The server's page is inert until the app has taken it over (main.tsx): if its scripts never
 * arrive (a connection lost after the HTML, a script blocked), the candidate would look at an
 * Introduction that answers nothing. This notice, outside `#root` and hidden by its own style
 * until {@link LATE_START_S} seconds have passed (CSS only: it must work without the scripts),
 * says so and offers a plain link that loads the page again (`href`: the page's own path and
 * query). The app removes it on taking over.
 */
export function lateStartNotice(t: TFunction, href: string): string {
  const c = theme.colors;
  const style =
    `#late-start{position:fixed;inset:auto 0 0 0;z-index:1;visibility:hidden;` +
    `animation:late-start 0s linear ${String(LATE_START_S)}s forwards;` +
    `padding:${theme.space.md};background:${c.surface};color:${c.text};` +
    `border-top:1px solid ${c.borderStrong};font-family:${theme.fonts.body};line-height:1.5}` +
    `#late-start p{margin:0 auto;max-width:${theme.sizes.content.narrow}}` +
    `#late-start a{color:${c.link};font-weight:600}` +
    `#late-start a:focus-visible{outline:2px solid ${c.focus};outline-offset:2px}` +
    `@keyframes late-start{to{visibility:visible}}`;
  const text = joined(t('app.lateStart'), t('chunkLoad.body'));
  return (
    `<style>${style}</style>` +
    `<div id="late-start" role="alert">` +
    `<p>${escapeHtml(text)}${gap(text)}<a href="${escapeHtml(href)}">${escapeHtml(t('actions.tryAgain'))}</a></p></div>`
  );
}

/**
 * A server-rendered page asks for the app's scripts once it has been painted (issue 14, LCP).
 *
 * The page the server renders (page-render.ts) is complete without scripts: the candidate reads
 * it while the app loads, and the app only takes it over (hydration). Requested from `<head>`,
 * the entry and the route's modules (about 140 KB over 15 files, brotli) share the slow network with
 * the document's fonts and are fetched while the browser is still working towards its first
 * frame. Here they are taken out of the HTML and asked for by a small inline script at the end
 * of `<body>` as soon as the first contentful paint has been presented: the page is painted
 * as early as the network allows, and the scripts then get the whole connection.
 *
 * The script starts them at once when the page is not visible (a tab opened in the background
 * paints nothing until it is shown), when the browser cannot report paints, and after
 * {@link AFTER_PAINT_LIMIT_MS} in any case. It runs under the response's CSP nonce
 * (security.ts); the elements it adds are same-origin, which `script-src 'self'` allows.
 */

/** The longest the scripts wait for the first paint. */
export const AFTER_PAINT_LIMIT_MS = 2_000;

/** `<script type="module" … src="…"></script>` as Vite writes the entry into the page. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g;
/** `<link rel="modulepreload" … href="…">` of the build and of route-preload.ts. */
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The script (its source; no markup): `entries` are module scripts to run, `preloads` modules
 * to fetch beside them. Written for any browser that runs the app's modules.
 */
export function afterPaintSource(
  entries: readonly string[],
  preloads: readonly string[],
  limitMs = AFTER_PAINT_LIMIT_MS,
): string {
  // JSON in a script: `<` is escaped, so no URL can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(entries,preloads){' +
    'var started=false;' +
    'function add(tag,attrs){var e=document.createElement(tag);e.crossOrigin="";' +
    'for(var k in attrs)e[k]=attrs[k];document.head.appendChild(e);}' +
    'function start(){if(started)return;started=true;' +
    'entries.forEach(function(s){add("script",{type:"module",src:s});});' +
    'preloads.forEach(function(h){add("link",{rel:"modulepreload",href:h});});}' +
    'var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];' +
    'if(document.visibilityState!=="visible"||types.indexOf("paint")<0)return start();' +
    'new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)start();})' +
    '.observe({type:"paint",buffered:true});' +
    `setTimeout(start,${String(limitMs)});` +
    `})(${json(entries)},${json(preloads)});`
  );
}

/**
 * `html` with its module scripts and module preloads taken out and asked for after the first
 * paint instead (`extra` are further modules to preload). A page without a module script is
 * returned as it is.
 */
export function withScriptsAfterPaint(html: string, extra: readonly string[] = []): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1] ?? '');
  if (entries.length === 0) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  for (const file of extra) if (!preloads.includes(file)) preloads.push(file);
  const script = `<script>${afterPaintSource(entries, preloads)}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${script}</body>`);
}

/**
 * The frame of a page whose screen shows times (issue 35: the second screens drawn at once).
 * The server does not know the candidate's zone, so it renders the page in two zones 26 hours
 * apart (server-render.tsx). What reads the same in both (the headings, names, statuses, the
 * layout) does not depend on the zone and is drawn as it is. What differs (a time, a date, a
 * weekday, anything computed from them) is drawn as a placeholder of the same size: the first
 * zone's text, transparent on a grey bar, marked `data-zone-pending` (an element whose
 * attributes differ is marked, and its text attributes are emptied, so no tooltip or label
 * tells a time in a zone that isn't the candidate's). The browser then draws the page over it
 * with the same data in the candidate's zone.
 *
 * Only when the two renders have the same elements in the same order: a screen whose shape
 * depends on the zone (a day that holds an option in one zone and not in the other) gets no
 * frame (null), and the page is drawn by the browser alone, as before.
 */

export const ZONE_PENDING_ATTRIBUTE = 'data-zone-pending';

/** The placeholders' look: the page's own text colour hidden, a grey bar of the same size. */
export const ZONE_PENDING_STYLE = `<style>[${ZONE_PENDING_ATTRIBUTE}],[${ZONE_PENDING_ATTRIBUTE}] *{color:transparent!important;text-decoration-color:transparent!important}span[${ZONE_PENDING_ATTRIBUTE}]{background:#e6e9ee;border-radius:4px}</style>`;

const TOKEN = /<!--[\s\S]*?-->|<[^>]*>|[^<]+/g;
const TAG = /^<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>$/;
const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g;

/** Attributes that hold words a person reads or hears: emptied when the zones disagree. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'content',
  'datetime',
  'label',
  'placeholder',
  'title',
  'value',
]);

/** Elements whose content is text only: a differing text is emptied, not wrapped. */
const TEXT_ONLY = new Set(['option', 'textarea', 'title', 'style', 'script']);

interface Tag {
  closing: boolean;
  name: string;
  attributes: [string, string | undefined][];
  selfClosing: boolean;
}

function parseTag(token: string): Tag | null {
  const m = TAG.exec(token);
  if (!m) return null;
  const attributes: [string, string | undefined][] = [];
  for (const a of (m[3] ?? '').matchAll(ATTRIBUTE)) attributes.push([a[1] ?? '', a[2]]);
  return { closing: m[1] === '/', name: m[2] ?? '', attributes, selfClosing: m[4] === '/' };
}

function writeTag(tag: Tag): string {
  const attributes = tag.attributes
    .map(([name, value]) => (value === undefined ? ` ${name}` : ` ${name}="${value}"`))
    .join('');
  return `<${tag.closing ? '/' : ''}${tag.name}${attributes}${tag.selfClosing ? '/' : ''}>`;
}

/** The first zone's tag, marked, with the text attributes the zones disagree on emptied. */
function mergeTags(a: string, b: string): string | null {
  const x = parseTag(a);
  const y = parseTag(b);
  if (!x || !y || x.name !== y.name || x.closing !== y.closing || x.closing) return null;
  const other = new Map(y.attributes);
  const attributes = x.attributes.map(([name, value]): [string, string | undefined] =>
    TEXT_ATTRIBUTES.has(name) && other.get(name) !== value ? [name, ''] : [name, value],
  );
  if (!attributes.some(([name]) => name === ZONE_PENDING_ATTRIBUTE)) {
    attributes.push([ZONE_PENDING_ATTRIBUTE, '']);
  }
  return writeTag({ ...x, attributes });
}

/** The page's frame from its renders in two zones (see the top of this file), or null. */
export function zoneFrame(first: string, second: string): string | null {
  const a = first.match(TOKEN) ?? [];
  const b = second.match(TOKEN) ?? [];
  if (a.length !== b.length) return null;
  const out: string[] = [];
  const open: string[] = [];
  for (const [i, x] of a.entries()) {
    const y = b[i] ?? '';
    const isTag = x.startsWith('<');
    if (isTag !== y.startsWith('<')) return null;
    if (isTag && !x.startsWith('<!--')) {
      const tag = parseTag(x);
      if (tag && !tag.selfClosing) {
        if (tag.closing) open.pop();
        else if (!VOID.has(tag.name)) open.push(tag.name);
      }
    }
    if (x === y) {
      out.push(x);
      continue;
    }
    if (isTag) {
      const merged = x.startsWith('<!--') ? null : mergeTags(x, y);
      if (merged === null) return null;
      out.push(merged);
      continue;
    }
    const parent = open.at(-1) ?? '';
    out.push(TEXT_ONLY.has(parent) ? '' : `<span ${ZONE_PENDING_ATTRIBUTE}="">${x}</span>`);
  }
  return out.join('');
}

/** Elements without a closing tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * HTML escaping, the one rule (issue 34): text put into HTML made as a string (the stand-in's
 * pages, the server render's late-start notice, the app shell's localized words at build time)
 * has `&`, `<`, `>`, `"` and `'` escaped, so it is safe between tags and inside an attribute
 * value quoted either way.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` with `& < > " '` escaped, for HTML text or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

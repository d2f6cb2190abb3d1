import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes & < > " and \'', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once: an entity in the text stays text', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves everything else as it is', () => {
    const text = 'Zurück · 予定を選ぶ。 /s/abc?x=1 — “quoted” 😀';
    expect(escapeHtml(text)).toBe(text);
    expect(escapeHtml('')).toBe('');
  });

  it('gives back text that reads as the original once parsed', () => {
    const text = `"quoted" & 'single' <b>not bold</b>`;
    const decoded = escapeHtml(text)
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
    expect(decoded).toBe(text);
    expect(escapeHtml(text)).not.toMatch(/[<>"']/);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The ui kit's only built-in words come from the `ui` namespace. This keeps the code and the
// English file in step: every key the kit asks for exists, and no key is left unused.

const here = dirname(fileURLToPath(import.meta.url));
const english = JSON.parse(
  readFileSync(join(here, '..', '..', 'locales', 'en', 'ui.json'), 'utf8'),
) as unknown;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value !== 'object' || value === null) {
    throw new Error(`locales/en/ui.json: ${prefix} is neither text nor a group`);
  }
  return Object.entries(value).flatMap(([key, child]) =>
    flatten(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const sources = readdirSync(here)
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => ({ file, text: readFileSync(join(here, file), 'utf8') }));

const used = new Set(
  sources.flatMap(({ text }) => [...text.matchAll(/\bt\('([^']+)'\)/g)].map((match) => match[1]!)),
);

describe('ui namespace strings', () => {
  const keys = flatten(english);

  it('finds the keys the kit uses', () => {
    expect(used.size).toBeGreaterThan(0);
  });

  it.each([...used])('locales/en/ui.json has %s', (key) => {
    expect(keys).toContain(key);
  });

  it('has no key the kit does not use', () => {
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });

  it('every component that shows built-in text reads it from the ui namespace', () => {
    for (const { file, text } of sources) {
      if (/\bt\('/.test(text)) {
        expect(text, file).toContain("useTranslation('ui')");
      }
    }
  });
});

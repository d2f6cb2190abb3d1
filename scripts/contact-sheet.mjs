// The translators' contact sheets of `npm run review` (scripts/test-stories.mjs --review): for
// each language, one HTML page with every story's screenshot in that language, grouped by
// component, each with its story id and a link to the story in the built Storybook, so a
// translator or designer reviews every state without running Storybook.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const escape = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 90rem; padding: 1rem; color: #1b1f24; }
  header { border-bottom: 1px solid #d0d7de; margin-bottom: 1rem; }
  nav { column-width: 16rem; margin-bottom: 2rem; }
  nav a { display: block; }
  section { margin-bottom: 2.5rem; }
  h2 { font-size: 1.25rem; position: sticky; top: 0; background: #fff; padding: 0.5rem 0; margin: 0; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); gap: 1.5rem; align-items: start; }
  figure { margin: 0; border: 1px solid #d0d7de; border-radius: 8px; overflow: hidden; }
  figure img { display: block; width: 100%; height: auto; background: #f6f8fa; }
  figcaption { padding: 0.5rem 0.75rem; font-size: 0.875rem; }
  code { font-size: 0.8125rem; word-break: break-all; }
  .missing { padding: 2rem 1rem; color: #9a6700; }
`;

/**
 * Writes `<reviewDir>/<locale>/index.html` for each locale and `<reviewDir>/index.html` listing
 * them; returns the paths written.
 * With `filter` (the run's `--files` patterns) only the stories of matching files are listed.
 * @param {{ index: { entries: Record<string, { id: string, title: string, name: string, type: string, importPath: string }> },
 *   locales: string[], reviewDir: string, storybookDir: string, version: string, filter?: string }} options
 */
export function writeContactSheets({ index, locales, reviewDir, storybookDir, version, filter }) {
  const patterns = filter ? filter.split(',') : [];
  const stories = Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'story' &&
      (patterns.length === 0 || patterns.some((pattern) => entry.importPath.includes(pattern))),
  );
  const byTitle = new Map();
  for (const story of stories) {
    if (!byTitle.has(story.title)) byTitle.set(story.title, []);
    byTitle.get(story.title).push(story);
  }
  const written = [];
  for (const locale of locales) {
    const dir = join(reviewDir, locale);
    mkdirSync(dir, { recursive: true });
    const storybook = relative(dir, storybookDir).split('\\').join('/');
    let shots = 0;
    const sections = [...byTitle]
      .map(([title, list], n) => {
        const figures = list
          .map((story) => {
            const file = `${story.id}.png`;
            const has = existsSync(join(dir, file));
            if (has) shots += 1;
            const link = `${storybook}/index.html?path=/story/${story.id}&globals=locale:${locale}`;
            return `<figure>
          ${has ? `<a href="${escape(file)}"><img src="${escape(file)}" alt="${escape(`${title} – ${story.name}`)}" loading="lazy"></a>` : '<p class="missing">No screenshot: the story failed or has no pixels (see the run’s output).</p>'}
          <figcaption><strong>${escape(story.name)}</strong><br><code>${escape(story.id)}</code><br><a href="${escape(link)}">Open in Storybook</a></figcaption>
        </figure>`;
          })
          .join('\n        ');
        return `<section id="s${n}">
      <h2>${escape(title)}</h2>
      <div class="grid">
        ${figures}
      </div>
    </section>`;
      })
      .join('\n    ');
    const nav = [...byTitle.keys()]
      .map((title, n) => `<a href="#s${n}">${escape(title)}</a>`)
      .join('\n      ');
    const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Contact sheet: ${escape(locale)} – candidate-meet</title>
  <style>${STYLE}</style>
</head>
<body>
  <header>
    <h1>Every story in <code>${escape(locale)}</code></h1>
    <p>${shots} screenshots of ${stories.length} stories, Chromium ${escape(version)}, each at its story’s viewport.
    Terms: <a href="../../locales/GLOSSARY.md">locales/GLOSSARY.md</a>; where each text shows: <code>locales/notes/</code>.
    The “Open in Storybook” links need the repository served over HTTP (for example <code>npx http-server .</code> at its root).</p>
  </header>
  <main>
    <nav aria-label="Components">
      ${nav}
    </nav>
    ${sections}
  </main>
</body>
</html>
`;
    const file = join(dir, 'index.html');
    writeFileSync(file, page);
    written.push(file);
  }
  const list = locales
    .map((locale) => `<li><a href="${locale}/index.html">${escape(locale)}</a></li>`)
    .join('\n    ');
  const top = join(reviewDir, 'index.html');
  writeFileSync(
    top,
    `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Contact sheets – candidate-meet</title></head>\n<body>\n  <h1>Contact sheets</h1>\n  <ul>\n    ${list}\n  </ul>\n</body>\n</html>\n`,
  );
  return written;
}

import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LIMIT_MS, afterPaintSource, withScriptsAfterPaint } from './after-paint';

const PAGE =
  '<!doctype html><html><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/candidate-2.js">' +
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">' +
  '</head><body><div id="root"></div>' +
  '<script type="application/json" id="server-render">{}</script></body></html>';

interface Added {
  tag: string;
  props: Record<string, unknown>;
}

/**
 * Runs the script's source against a stand-in document: `visibility`, whether the browser
 * reports paints, and a way to deliver paint entries and to fire the time limit.
 */
function run(options: { visibility?: string; paints?: boolean; observer?: boolean } = {}) {
  const added: Added[] = [];
  const document = {
    visibilityState: options.visibility ?? 'visible',
    createElement: (tag: string) => ({ tag }),
    head: {
      appendChild: (element: { tag: string } & Record<string, unknown>) => {
        const { tag, ...props } = element;
        added.push({ tag, props });
      },
    },
  };
  let deliver: (names: string[]) => void = () => undefined;
  let observed: unknown = null;
  class FakeObserver {
    static supportedEntryTypes = options.paints === false ? ['resource'] : ['paint', 'resource'];
    constructor(callback: (list: { getEntriesByName(n: string): unknown[] }) => void) {
      deliver = (names) => {
        callback({ getEntriesByName: (n) => names.filter((x) => x === n) });
      };
    }
    observe(init: unknown) {
      observed = init;
    }
  }
  const timers: { fn: () => void; ms: number }[] = [];
  const window = options.observer === false ? {} : { PerformanceObserver: FakeObserver };
  const source = afterPaintSource(['/assets/index-1.js'], ['/assets/a.js', '/assets/b.js']);
  // The script as the browser runs it, with these stand-ins for its globals.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function('window', 'document', 'setTimeout', source) as (
    ...globals: unknown[]
  ) => void;
  script(window, document, (fn: () => void, ms: number) => timers.push({ fn, ms }));
  return {
    added,
    deliver: (names: string[]) => {
      deliver(names);
    },
    observed: () => observed,
    timers,
  };
}

const STARTED: Added[] = [
  { tag: 'script', props: { crossOrigin: '', type: 'module', src: '/assets/index-1.js' } },
  { tag: 'link', props: { crossOrigin: '', rel: 'modulepreload', href: '/assets/a.js' } },
  { tag: 'link', props: { crossOrigin: '', rel: 'modulepreload', href: '/assets/b.js' } },
];

describe('the page asks for its scripts once painted', () => {
  it('takes the module script and module preloads out of the HTML and lists them in one inline script', () => {
    const page = withScriptsAfterPaint(PAGE, ['/assets/J-3.js', '/assets/candidate-2.js']);
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    // Fonts stay: the first paint needs them.
    expect(page).toContain('<link rel="preload" as="font"');
    const script = /<script>(.*)<\/script><\/body>/.exec(page)?.[1] ?? '';
    // The entry first (the largest file, on the way to the app), then each module once.
    expect(script).toContain(
      '})(["/assets/index-1.js"],["/assets/candidate-2.js","/assets/J-3.js"]);',
    );
    // After the render's state, which the app reads when it starts.
    expect(page.indexOf('id="server-render"')).toBeLessThan(page.indexOf('<script>('));
  });

  it('leaves a page without a module script as it is, and escapes < in the URLs it writes', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(withScriptsAfterPaint(bare, ['/assets/a.js'])).toBe(bare);
    expect(afterPaintSource(['/a</script>.js'], [])).not.toContain('</script>');
  });

  it('adds nothing before the first contentful paint, then the entry and the preloads once', () => {
    const page = run();
    expect(page.observed()).toEqual({ type: 'paint', buffered: true });
    expect(page.added).toEqual([]);
    page.deliver(['first-paint']);
    expect(page.added).toEqual([]);
    page.deliver(['first-contentful-paint']);
    expect(page.added).toEqual(STARTED);
    // The time limit, or another entry, adds nothing more.
    page.timers.forEach((t) => {
      t.fn();
    });
    page.deliver(['first-contentful-paint']);
    expect(page.added).toEqual(STARTED);
  });

  it(`starts after ${String(AFTER_PAINT_LIMIT_MS)} ms when no paint is reported`, () => {
    const page = run();
    expect(page.timers.map((t) => t.ms)).toEqual([AFTER_PAINT_LIMIT_MS]);
    page.timers[0]?.fn();
    expect(page.added).toEqual(STARTED);
  });

  it('starts at once in a hidden tab (it paints nothing until shown) and where paints are not reported', () => {
    expect(run({ visibility: 'hidden' }).added).toEqual(STARTED);
    expect(run({ paints: false }).added).toEqual(STARTED);
    expect(run({ observer: false }).added).toEqual(STARTED);
  });
});

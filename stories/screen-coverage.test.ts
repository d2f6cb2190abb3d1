/**
 * Every screen state of every feature has stories (DESIGN.md section 4). A feature with screens
 * (`src/features/<name>/screens/`) has a `screens/registry.ts` mapping each kind of its screen
 * union to the component that shows it; here each of those components must have exactly one
 * stories file under `stories/features/<name>/`, titled with the feature's prefix and holding at
 * least one story. A feature added without a registry, or a screen kind without a story, fails.
 */
import { describe, expect, it } from 'vitest';
import type { ScreenRegistry } from '../src/features/shared';

interface StoryModule {
  default: { title?: string; component?: unknown };
  [name: string]: unknown;
}

const registries = import.meta.glob<{ SCREEN_REGISTRY: ScreenRegistry<string> }>(
  '../src/features/*/screens/registry.ts',
  { eager: true },
);
const screenFiles = Object.keys(import.meta.glob('../src/features/*/screens/*.tsx'));
const storyModules = import.meta.glob<StoryModule>('./features/*/*.stories.tsx', { eager: true });

const featureOf = (file: string): string => /features\/([^/]+)\//.exec(file)?.[1] ?? '';

/** The shared area's screen of a kind a feature shows with it ('shared' in its registry). */
function sharedScreen(kind: string): unknown {
  const shared = Object.entries(registries).find(([file]) => featureOf(file) === 'shared')?.[1];
  const screen = shared?.SCREEN_REGISTRY.screens[kind];
  if (screen === undefined || screen === 'shared') {
    throw new Error(`a feature shows the shared ${kind} screen, which the shared area lacks`);
  }
  return screen;
}
const featuresWithScreens = [...new Set(screenFiles.map(featureOf))].sort();

const cases = Object.entries(registries).flatMap(([file, { SCREEN_REGISTRY }]) =>
  Object.entries(SCREEN_REGISTRY.screens).map(
    ([kind, screen]) =>
      [featureOf(file), kind, screen === 'shared' ? sharedScreen(kind) : screen] as const,
  ),
);

function registryOf(feature: string): ScreenRegistry<string> | undefined {
  return Object.entries(registries).find(([file]) => featureOf(file) === feature)?.[1]
    .SCREEN_REGISTRY;
}

describe('every screen state of every feature has stories', () => {
  it('finds a screen registry for every feature that has screens', () => {
    expect(featuresWithScreens.length).toBeGreaterThan(0);
    expect(Object.keys(registries).map(featureOf).sort()).toEqual(featuresWithScreens);
  });

  it.each(cases)('%s: %s', (feature, kind, component) => {
    // A feature's screen comes from its own folder or from the shared area, whose stories
    // are the shared area's (stories/features/shared, titled 'Shared/Screens/…').
    const files = Object.entries(storyModules).filter(
      ([file, m]) =>
        (featureOf(file) === feature || featureOf(file) === 'shared') &&
        m.default.component === component,
    );
    expect(files, `no stories file of ${feature} renders the ${kind} screen`).toHaveLength(1);
    const [file = '', module] = files[0] ?? [];
    const prefix = registryOf(featureOf(file))?.storyTitlePrefix;
    expect(prefix).toBeDefined();
    expect(module?.default.title?.startsWith(prefix ?? '')).toBe(true);
    const stories = Object.keys(module ?? {}).filter(
      (name) => name !== 'default' && name !== '__namedExportsOrder',
    );
    expect(stories.length).toBeGreaterThan(0);
  });
});

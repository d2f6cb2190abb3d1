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
const featuresWithScreens = [...new Set(screenFiles.map(featureOf))].sort();

const cases = Object.entries(registries).flatMap(([file, { SCREEN_REGISTRY }]) =>
  Object.entries(SCREEN_REGISTRY.screens).map(
    ([kind, component]) => [featureOf(file), kind, component, SCREEN_REGISTRY] as const,
  ),
);

describe('every screen state of every feature has stories', () => {
  it('finds a screen registry for every feature that has screens', () => {
    expect(featuresWithScreens.length).toBeGreaterThan(0);
    expect(Object.keys(registries).map(featureOf).sort()).toEqual(featuresWithScreens);
  });

  it.each(cases)('%s: %s', (feature, kind, component, registry) => {
    const files = Object.entries(storyModules).filter(
      ([file, m]) => featureOf(file) === feature && m.default.component === component,
    );
    expect(files, `no stories file of ${feature} renders the ${kind} screen`).toHaveLength(1);
    const [, module] = files[0] ?? [];
    expect(module?.default.title?.startsWith(registry.storyTitlePrefix)).toBe(true);
    const stories = Object.keys(module ?? {}).filter(
      (name) => name !== 'default' && name !== '__namedExportsOrder',
    );
    expect(stories.length).toBeGreaterThan(0);
  });
});

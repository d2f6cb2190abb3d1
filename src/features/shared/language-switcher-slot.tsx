import { type ComponentType, Suspense } from 'react';
import styled from 'styled-components';
import { preloadableLazy } from './chunk-load';

/**
 * The language switcher, loaded after the first paint (it sits in the page footer, below the
 * screen, and its select costs about 1.4 KB gzip that the candidate route's first paint has no
 * room for). The slot keeps the switcher's height while it loads, so nothing moves when it
 * arrives; a chunk that fails to load leaves the footer empty rather than crashing the page.
 */
const Switcher = preloadableLazy((): Promise<{ default: ComponentType }> =>
  import('./LanguageSwitcher').catch(() => ({ default: () => null })),
);

/** Loads the switcher now (a page the server rendered hydrates with it in place). */
export function preloadLanguageSwitcher(): Promise<void> {
  return Switcher.preload();
}

const Slot = styled.div`
  min-height: 4.5rem;
`;

export function LanguageSwitcher() {
  return (
    <Slot>
      <Suspense fallback={null}>
        <Switcher />
      </Suspense>
    </Slot>
  );
}

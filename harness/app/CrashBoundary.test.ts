// @vitest-environment happy-dom
/**
 * The crash boundary tells a chunk that did not load (spec 9: failed, or over 120 s) from any
 * other crash: "this page didn't load" with Try again, versus the general error.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../src/features/shared';
import { createSyncI18n, resourcesFromModules } from '../../src/i18n';
import { theme } from '../../src/ui/theme';
import { CrashBoundary } from './CrashBoundary';

const resources = resourcesFromModules(
  import.meta.glob('../../locales/de/general.json', { eager: true, import: 'default' }),
);
const i18n = createSyncI18n({ lng: 'de', resources });

let root: Root | null = null;

function renderCrash(error: Error): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const Thrower = () => {
    throw error;
  };
  root = createRoot(container);
  act(() => {
    root?.render(
      createElement(
        ThemeProvider,
        { theme },
        createElement(
          I18nextProvider,
          { i18n },
          createElement(CrashBoundary, null, createElement(Thrower)),
        ),
      ),
    );
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('CrashBoundary', () => {
  it("shows the translated 'didn't load' screen for a chunk that failed or timed out", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderCrash(new ChunkLoadError('timeout'));
    expect(page.querySelector('h1')?.textContent).toBe('Die Seite konnte nicht geladen werden');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'Prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut.',
    );
    expect(page.querySelector('button')?.textContent).toBe('Erneut versuchen');
  });

  it('shows the general error for any other crash', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderCrash(new Error('render crash'));
    expect(page.querySelector('h1')?.textContent).toBe(i18n.t('general:errors.general'));
  });
});

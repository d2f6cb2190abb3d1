// @vitest-environment happy-dom
/**
 * The time-zone picker in a DOM, over every zone the browser lists: typing "Kolkata" (a name
 * the browser does not know: it lists Asia/Calcutta) lists the India zone first, with its time
 * now read from the clock when the list opened; the closed field reads the zone's one label.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeResources } from '../../i18n/test-helpers';
import { createSyncI18n } from '../../i18n/sync-i18n';
import { theme } from '../../ui/theme';
import { TimeZoneField } from './TimeZoneField';
import { defaultZones } from './zones';

const resources = localeResources(['en', 'de']);

/** The day on screen (New York on GMT-5) and the clock: 09:00 UTC, 2:30 PM in Kolkata. */
const DAY = Date.UTC(2026, 2, 4, 12);
const NOW = Date.UTC(2026, 2, 2, 9);

let root: Root | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(lng: 'en' | 'de', now: (() => number) | undefined, onChange = vi.fn()) {
  const i18n = createSyncI18n({ lng, resources, fallbackLng: false });
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <TimeZoneField
            timeZone="America/New_York"
            timeZoneOptions={defaultZones()}
            suggestedTimeZones={['America/New_York']}
            onsiteTimeZone={null}
            offsetAt={DAY}
            onTimeZoneChange={onChange}
            now={now}
          />
        </ThemeProvider>
      </I18nextProvider>,
    ),
  );
  const input = host.querySelector<HTMLInputElement>('[role="combobox"]');
  if (input === null) throw new Error('no combobox');
  return input;
}

/** Types into the field as a keyboard would: React hears an input event. */
function type(input: HTMLInputElement, text: string) {
  act(() => {
    // React hears a change only through the element's own value setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];

describe('TimeZoneField', () => {
  it('finds Kolkata by its name and shows its time now, read once when the list opens', () => {
    const now = vi.fn(() => NOW);
    const onChange = vi.fn();
    const input = render('en', now, onChange);
    expect(input.value).toBe('New York, US (GMT-5)');
    expect(now).not.toHaveBeenCalled();
    type(input, 'Kolkata');
    expect(now).toHaveBeenCalledTimes(1);
    const first = options()[0];
    expect(first?.textContent).toBe('Kolkata, India (GMT+5:30) now 2:30 PM');
    expect(document.querySelector('[role="listbox"] [role="group"]')?.textContent).toContain(
      'All time zones',
    );
    type(input, 'Kolkat');
    type(input, 'Kolkata');
    expect(now).toHaveBeenCalledTimes(1);
    act(() => {
      first?.click();
    });
    expect(onChange).toHaveBeenCalledWith('Asia/Calcutta');
  });

  it('lists Paris first for "par", in the app language, with the time there', () => {
    const input = render('de', () => NOW);
    type(input, 'par');
    expect(options()[0]?.textContent).toBe('Paris, Frankreich (GMT+1) jetzt 10:00');
  });

  it('shows no time without a clock', () => {
    const input = render('en', undefined);
    type(input, 'kolkata');
    expect(options()[0]?.textContent).toBe('Kolkata, India (GMT+5:30)');
  });
});

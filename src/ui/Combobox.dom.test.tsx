// @vitest-environment happy-dom
/**
 * The combobox's lazy options: a list made by a function is made when it opens, never for the
 * closed field, which shows `valueLabel`. A caller's own filter decides the matches and their
 * order; an option's detail reads beside its label.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox, type ComboboxOption } from './Combobox';
import { theme } from './theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPTIONS: ComboboxOption[] = [
  { value: 'Europe/Paris', label: 'Paris (GMT+1)' },
  { value: 'Asia/Tokyo', label: 'Tokyo (GMT+9)' },
];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(
  options: ComboboxOption[] | (() => ComboboxOption[]),
  valueLabel?: string,
  filter?: (options: readonly ComboboxOption[], query: string) => readonly ComboboxOption[],
) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root?.render(
      <ThemeProvider theme={theme}>
        <Combobox
          label="Time zone"
          options={options}
          value="Asia/Tokyo"
          {...(valueLabel === undefined ? {} : { valueLabel })}
          {...(filter === undefined ? {} : { filter })}
          noMatches="No match"
          onChange={() => {}}
        />
      </ThemeProvider>,
    ),
  );
  const input = host.querySelector<HTMLInputElement>('[role="combobox"]');
  if (input === null) throw new Error('no combobox');
  return input;
}

describe('Combobox with options made on demand', () => {
  it('does not make them for the closed field, which shows valueLabel', () => {
    let made = 0;
    const input = render(() => {
      made += 1;
      return OPTIONS;
    }, 'Tokyo (GMT+9)');
    expect(input.value).toBe('Tokyo (GMT+9)');
    expect(made).toBe(0);
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
  });

  it('makes them once when the list opens, and lists them', () => {
    let made = 0;
    const input = render(() => {
      made += 1;
      return OPTIONS;
    }, 'Tokyo (GMT+9)');
    act(() => {
      input.click();
    });
    expect(made).toBe(1);
    const options = [...document.querySelectorAll('[role="option"]')];
    expect(options.map((o) => o.textContent)).toEqual(['Paris (GMT+1)', 'Tokyo (GMT+9)']);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
  });

  it('with a plain list, the field shows the chosen option without valueLabel', () => {
    expect(render(OPTIONS).value).toBe('Tokyo (GMT+9)');
  });
});

function type(input: HTMLInputElement, text: string) {
  act(() => {
    // React hears a change only through the element's own value setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('Combobox with a filter of its caller and option details', () => {
  it('lists what the filter returns, in its order, and a detail beside the label', () => {
    const filter = (options: readonly ComboboxOption[], query: string) =>
      query === '' ? options : [...options].reverse();
    const input = render(
      OPTIONS.map((option) => ({ ...option, detail: `now ${option.value}` })),
      undefined,
      filter,
    );
    type(input, 'x');
    const options = [...document.querySelectorAll('[role="option"]')];
    expect(options.map((o) => o.textContent)).toEqual([
      'Tokyo (GMT+9) now Asia/Tokyo',
      'Paris (GMT+1) now Europe/Paris',
    ]);
  });

  it('filters by word starts without a filter of its own, as before', () => {
    const input = render(OPTIONS);
    type(input, 'par');
    expect([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
      'Paris (GMT+1)',
    ]);
  });
});

import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import {
  controlBox,
  ControlChevron,
  FieldHint,
  FieldLabel,
  FieldRoot,
  hasContent,
  useFieldIds,
} from './Field';
import { media } from './theme';

export interface ComboboxOption {
  readonly value: string;
  /** What the option reads as, in the list and in the field once chosen. */
  readonly label: string;
  /** More words it is found by (an id such as "Europe/Paris", another name). */
  readonly keywords?: readonly string[];
  /** The heading of the group it is listed under (options of a group are consecutive). */
  readonly group?: string;
  /** A second, quieter text beside the label in the list ("now 9:14"); part of its name. */
  readonly detail?: string;
}

export interface ComboboxProps<O extends ComboboxOption = ComboboxOption> {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /**
   * The options, or a function that makes them: then they are made only when the list opens
   * (a long list whose labels cost something is not built for a closed field), and
   * `valueLabel` is what the closed field shows.
   */
  readonly options: readonly O[] | (() => readonly O[]);
  /**
   * The options matching what was typed, in the order to list them (default:
   * {@link filterOptions}, in the options' order). Options of a group must stay consecutive.
   */
  readonly filter?: (options: readonly O[], query: string) => readonly O[];
  /** The chosen option's value. */
  readonly value: string;
  /** What the field shows for `value` (default: the label of its option). */
  readonly valueLabel?: string;
  readonly onChange: (value: string) => void;
  /** Said in the list when nothing matches what was typed. */
  readonly noMatches: string;
  readonly id?: string;
  readonly name?: string;
}

/** Lower case, without accents, so "zur" finds "Zürich" and "sao" "São Paulo". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en');
}

/**
 * Options matching a query: every word of it starts a word of the option's label or keywords
 * ("par" → Paris, "new y" → New York, "europe/par" → Europe/Paris). An empty query matches all.
 */
export function filterOptions<O extends ComboboxOption>(
  options: readonly O[],
  query: string,
): readonly O[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const haystack = [option.label, ...(option.keywords ?? [])].map(foldForSearch);
    const starts = haystack.flatMap((text) => text.split(/[\s/_(),-]+/).filter(Boolean));
    return words.every(
      (word) =>
        starts.some((start) => start.startsWith(word)) ||
        (word.includes('/') && haystack.some((text) => text.includes(word))),
    );
  });
}

/** Consecutive options of the same group, with the index of the first. */
function groupsOf<O extends ComboboxOption>(
  options: readonly O[],
): { group: string | undefined; first: number; items: O[] }[] {
  const out: { group: string | undefined; first: number; items: O[] }[] = [];
  options.forEach((option, index) => {
    const last = out.at(-1);
    if (last !== undefined && last.group === option.group) last.items.push(option);
    else out.push({ group: option.group, first: index, items: [option] });
  });
  return out;
}

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlBox}
  padding-inline-end: 2.5rem;
  text-overflow: ellipsis;
`;

/** Over the page, under the field (it never pushes content), above a sticky bar. */
const floating = css`
  position: absolute;
  z-index: 2;
  inset-inline: 0;
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgba(24, 33, 47, 0.16);

  ${media.forcedColors} {
    border-color: CanvasText;
  }
`;

const List = styled.ul`
  ${floating}
  max-height: min(20rem, 50vh);
  padding: ${({ theme }) => theme.space.xxs} 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
`;

const GroupLabel = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.xxs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const GroupList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ $withDetail: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  cursor: pointer;
  overflow-wrap: anywhere;

  ${({ $withDetail, theme }) =>
    $withDetail &&
    css`
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: ${theme.space.sm};
    `}

  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[data-active='true'] {
    background-color: ${({ theme }) => theme.colors.primarySubtle};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  ${media.forcedColors} {
    &[data-active='true'] {
      outline-color: Highlight;
    }
  }
`;

const OptionLabel = styled.span`
  min-width: 0;
`;

/**
 * Quieter, kept whole, at the end of the label's line; under it, at the end, when both do not
 * fit (a label is never broken to make room: "GMT-3" stays whole).
 */
const OptionDetail = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: nowrap;
`;

const Empty = styled.p`
  ${floating}
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};

  &[hidden] {
    display: none;
  }
`;

/**
 * A text field that filters a list of options as one types (WAI-ARIA combobox with a listbox
 * popup, list autocomplete): the field shows the chosen option; typing opens the matches,
 * grouped; Up and Down move through them (the field keeps focus, `aria-activedescendant`
 * follows), Enter chooses, Escape closes and restores the choice, and leaving the field keeps
 * the choice unless an option was picked. The list floats over the page, so opening it never
 * moves what is under it.
 */
export function Combobox<O extends ComboboxOption = ComboboxOption>({
  label,
  hint,
  options: optionsOrMake,
  filter = filterOptions,
  value,
  valueLabel,
  onChange,
  noMatches,
  id,
  name,
}: ComboboxProps<O>) {
  const ids = useFieldIds(id);
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const options = useMemo(
    () => (typeof optionsOrMake !== 'function' ? optionsOrMake : open ? optionsOrMake() : []),
    [optionsOrMake, open],
  );
  const shown = valueLabel ?? options.find((option) => option.value === value)?.label ?? '';
  const matches = useMemo(() => filter(options, query ?? ''), [filter, options, query]);
  const hasHint = hasContent(hint);
  const optionId = (index: number) => `${listId}-option-${index}`;

  function close() {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  }

  function choose(option: O | undefined) {
    if (option !== undefined && option.value !== value) onChange(option.value);
    close();
  }

  function moveTo(index: number) {
    setActive(index);
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(index))}`)
      ?.scrollIntoView({ block: 'nearest' });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (last >= 0) moveTo(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        if (last >= 0) moveTo(active <= 0 ? last : active - 1);
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          choose(matches[active] ?? (matches.length === 1 ? matches[0] : undefined));
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  }

  return (
    <FieldRoot>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <Wrapper>
        <Input
          id={ids.controlId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hasHint ? ids.hintId : undefined}
          $invalid={false}
          value={query ?? shown}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          onClick={() => {
            setOpen(true);
          }}
          onBlur={close}
          onKeyDown={handleKeyDown}
        />
        <ControlChevron />
        {/* Out of the listbox (which may hold only options): said politely when it appears. */}
        <Empty role="status" hidden={!open || matches.length > 0}>
          {open && matches.length === 0 ? noMatches : ''}
        </Empty>
        <List ref={listRef} id={listId} role="listbox" hidden={!open || matches.length === 0}>
          {open &&
            groupsOf(matches).map(({ group, first, items }) => {
              const rendered = items.map((option, offset) => {
                const index = first + offset;
                return (
                  <Option
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={option.value === value}
                    data-active={index === active}
                    $withDetail={option.detail !== undefined}
                    onMouseDown={(event) => {
                      // Keep the focus in the field: a click chooses, it does not blur first.
                      event.preventDefault();
                    }}
                    onClick={() => {
                      choose(option);
                    }}
                  >
                    {option.detail === undefined ? (
                      option.label
                    ) : (
                      <>
                        <OptionLabel>{option.label}</OptionLabel>{' '}
                        <OptionDetail>{option.detail}</OptionDetail>
                      </>
                    )}
                  </Option>
                );
              });
              if (group === undefined) return rendered;
              const headingId = `${listId}-group-${first}`;
              return (
                <li key={headingId} role="presentation">
                  <GroupList role="group" aria-labelledby={headingId}>
                    <GroupLabel id={headingId} role="presentation">
                      {group}
                    </GroupLabel>
                    {rendered}
                  </GroupList>
                </li>
              );
            })}
        </List>
      </Wrapper>
    </FieldRoot>
  );
}

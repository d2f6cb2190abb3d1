import { useEffect, useId, useRef } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ResultOption } from '../../../domain/entities';
import {
  Button,
  Checkbox,
  SectionHeading,
  Stack,
  TextField,
  List as UnstyledList,
  Text,
  VisuallyHidden,
} from '../../../ui';
import { OptionCard } from './OptionCard';

/** An option of the list with its place in arrival order (1 = the first to arrive). */
export interface NumberedOption {
  readonly number: number;
  readonly option: ResultOption;
}

export interface DebugPanelScreenProps {
  /** Options received so far (duplicates included). */
  total: number;
  /** Options the filters keep. */
  matched: number;
  /** The first of them, as many as are shown. */
  shown: readonly NumberedOption[];
  userMap: Readonly<Record<string, string>>;
  /** Zone the times are written in (the one Pick days shows). */
  timeZone: string;
  /** The interview needs review: a room conflict then does not block (spec 4). */
  needsReview: boolean;
  /** What is typed in the name field. */
  term: string;
  /** The term the shown list was filtered with (a step behind the typing): marked in names. */
  matchedTerm: string;
  onlySelected: boolean;
  /** Whether the candidate selected any time (the "only selected" filter does nothing before). */
  hasSelection: boolean;
  /**
   * The counts to say to screen readers: those right after staff last changed a filter, null
   * before any change. The visible count follows every batch; saying each would be a stream of
   * interruptions while results arrive.
   */
  announced: { total: number; matched: number } | null;
  onTermChange: (term: string) => void;
  onOnlySelectedChange: (on: boolean) => void;
  onShowMore: () => void;
}

function countText(t: TFunction<'debug'>, total: number, matched: number): string {
  if (total === 0) return t('waiting');
  return matched === 0 ? t('noMatch') : t('count', { count: total, shown: matched });
}

/** How many more options a press of "Show more" lists. */
/**
 * The one count the panel shows: how many of the options received the filters keep ("7 of 32
 * options shown"); the list shows them a page at a time, "Show more" at its end.
 */
export const DEBUG_PAGE_SIZE = 10;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.md};
`;

const List = styled(UnstyledList).attrs({ ordered: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The staff debug panel (spec sections 1, 3, 6): every option the search sent, in arrival order,
 * offered or not, each with its score part by part, its interviews with their attendees one a
 * line (names from the search's debug data; what the name filter matched marked), and why it is
 * or is not offered (the feasibility rules of spec 4, the room rule included). Filters: an
 * attendee's name (accent- and case-blind) and "only options within the selected times" (on by
 * default). One count sentence ("7 of 32 options shown"); a page of the matches at a time.
 *
 * States: waiting (nothing yet), options (streaming or not), filtered, no match.
 */
export function DebugPanelScreen(props: DebugPanelScreenProps) {
  const { t } = useTranslation('debug');
  const titleId = useId();
  const scoreHintId = useId();
  const { total, matched, shown } = props;
  const more = matched > shown.length;
  // "Show more" puts focus on the first card it added (its heading), so the keyboard goes on
  // from there, and is never lost when the button goes with the last page.
  const list = useRef<HTMLOListElement>(null);
  const focusCard = useRef<number | null>(null);
  // Only when the list's length changes (what "Show more" does), not at every batch's render.
  const shownCount = shown.length;
  useEffect(() => {
    const index = focusCard.current;
    if (index === null || shownCount <= index) return;
    focusCard.current = null;
    list.current?.children[index]?.querySelector<HTMLElement>('h3')?.focus();
  }, [shownCount]);
  return (
    <Panel aria-labelledby={titleId}>
      <Stack gap="md">
        <SectionHeading level={2} id={titleId} description={t('description')}>
          {t('title')}
        </SectionHeading>
        <TextField
          label={t('filter.attendee')}
          hint={t('filter.attendeeHint')}
          type="search"
          value={props.term}
          onChange={(event) => {
            props.onTermChange(event.currentTarget.value);
          }}
        />
        <Checkbox
          label={t('filter.onlySelected')}
          hint={props.hasSelection ? undefined : t('filter.nothingSelected')}
          checked={props.onlySelected}
          onChange={(event) => {
            props.onOnlySelectedChange(event.currentTarget.checked);
          }}
        />
        <Text tone="muted" size="sm">
          {countText(t, total, matched)}
        </Text>
        <VisuallyHidden role="status">
          {props.announced === null
            ? ''
            : countText(t, props.announced.total, props.announced.matched)}
        </VisuallyHidden>
        {shown.length > 0 && (
          <Text id={scoreHintId} tone="muted" size="sm">
            {t('scoreHint')}
          </Text>
        )}
        {shown.length > 0 && (
          <List ref={list}>
            {shown.map(({ number, option }) => (
              <OptionCard
                key={`${String(number)}:${option.hash}`}
                number={number}
                option={option}
                userMap={props.userMap}
                timeZone={props.timeZone}
                needsReview={props.needsReview}
                term={props.matchedTerm}
                scoreHintId={scoreHintId}
              />
            ))}
          </List>
        )}
        {more && (
          <Button
            variant="secondary"
            onClick={() => {
              focusCard.current = shown.length;
              props.onShowMore();
            }}
          >
            {t('showMore')}
          </Button>
        )}
      </Stack>
    </Panel>
  );
}

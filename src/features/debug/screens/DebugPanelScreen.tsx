import { memo, useId } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { JUSTIFICATION_IDS, type ResultOption } from '../../../domain/entities';
import { justificationVerdict } from '../../../domain/feasibility';
import { isValidResult } from '../../../domain/results';
import {
  formatDateTimeRange,
  formatList,
  formatNumber,
  formatTimeRange,
} from '../../../i18n/format';
import {
  Button,
  Card,
  Checkbox,
  Chip,
  SectionHeading,
  Stack,
  TextField,
  Inline,
  List as UnstyledList,
  Text,
  VisuallyHidden,
} from '../../../ui';

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
  term: string;
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
export const DEBUG_PAGE_SIZE = 10;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.md};
`;

const List = styled(UnstyledList).attrs({ ordered: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Plain = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Subheading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Numbers = styled.span`
  font-variant-numeric: tabular-nums;
`;

/**
 * The staff debug panel (spec sections 1, 3, 6): every option the search sent, in arrival order,
 * offered or not, each with its score, its interviews and attendees (names from the search's
 * debug data), and why it is or is not offered (the feasibility rules of spec 4, the room rule
 * included). Filters: an attendee's name (accent- and case-blind) and "only options within the
 * selected times" (on by default). Shows a page of the matches at a time, with the counts.
 *
 * States: waiting (nothing yet), options (streaming or not), filtered, no match.
 */
export function DebugPanelScreen(props: DebugPanelScreenProps) {
  const { t } = useTranslation('debug');
  const titleId = useId();
  const { total, matched, shown } = props;
  const more = Math.min(DEBUG_PAGE_SIZE, matched - shown.length);
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
          <List>
            {shown.map(({ number, option }) => (
              <OptionCard
                key={`${String(number)}:${option.hash}`}
                number={number}
                option={option}
                userMap={props.userMap}
                timeZone={props.timeZone}
                needsReview={props.needsReview}
              />
            ))}
          </List>
        )}
        {more > 0 && (
          <Button variant="secondary" onClick={props.onShowMore}>
            {t('showMore', { count: more })}
          </Button>
        )}
      </Stack>
    </Panel>
  );
}

interface OptionCardProps {
  number: number;
  option: ResultOption;
  userMap: Readonly<Record<string, string>>;
  timeZone: string;
  needsReview: boolean;
}

const KNOWN_RULES: ReadonlySet<string> = new Set(JUSTIFICATION_IDS);

/** One option: rendered again only when it, the names, the zone or the language change. */
const OptionCard = memo(function OptionCard({
  number,
  option,
  userMap,
  timeZone,
  needsReview,
}: OptionCardProps) {
  const { t, i18n } = useTranslation('debug');
  const lng = i18n.language;
  const headingId = useId();
  const offered = isValidResult(option, { needsReview });
  const roomConflictBlocks = !needsReview;
  const range = rangeOf(option);
  const ruleName = (id: string) =>
    KNOWN_RULES.has(id)
      ? t(`rule.${id as (typeof JUSTIFICATION_IDS)[number]}`)
      : t('rule.unknown', { id });
  const reasons = [
    ...(option.solution.feasible ? [] : [t('option.infeasible')]),
    ...(option.events.length === 0 ? [t('option.noEvents')] : []),
    ...option.solution.justifications.map((justification) => {
      const { reason } = justificationVerdict(justification, { roomConflictBlocks });
      return t('option.reason', {
        rule: ruleName(justification.id),
        verdict: t(`verdict.${reason}`),
      });
    }),
  ];
  return (
    <Card as="li" padding="small" elevated={false} aria-labelledby={headingId}>
      <Stack gap="xs">
        <Inline gap="xs" align="center" justify="between">
          <SectionHeading level={3} id={headingId}>
            {t('option.heading', { number })}
          </SectionHeading>
          <Chip tone={offered ? 'success' : 'danger'}>
            {offered ? t('option.offered') : t('option.notOffered')}
          </Chip>
        </Inline>
        {range !== null && (
          <Text tone="muted" size="sm">
            {formatDateTimeRange(range.start, range.end, lng, timeZone)}
          </Text>
        )}
        <Text tone="muted" size="sm">
          {t('option.score')}{' '}
          <Numbers>{option.score.map((n) => formatNumber(n, lng)).join(' · ')}</Numbers>
        </Text>
        {option.events.length > 0 && (
          <Plain>
            {option.events.map((event, index) => (
              <li key={index}>
                {t('option.event', {
                  times: eventTimes(event, lng, timeZone),
                  attendees: formatList(
                    event.attendees.map((attendee) =>
                      t('option.attendee', {
                        name: Object.hasOwn(userMap, attendee.id)
                          ? userMap[attendee.id]
                          : t('option.unknownAttendee', { id: attendee.id }),
                        response: t(`response.${attendee.response}`),
                      }),
                    ),
                    lng,
                  ),
                })}
              </li>
            ))}
          </Plain>
        )}
        <Subheading>{t('option.why')}</Subheading>
        <Plain>
          {reasons.length === 0 ? (
            <li>{t('option.nothingBlocks')}</li>
          ) : (
            reasons.map((reason, index) => <li key={index}>{reason}</li>)
          )}
        </Plain>
      </Stack>
    </Card>
  );
});

/** The option's span, first event start to last event end (null without a parseable one). */
function rangeOf(option: ResultOption): { start: number; end: number } | null {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const event of option.events) {
    start = Math.min(start, Date.parse(event.startTime));
    end = Math.max(end, Date.parse(event.endTime));
  }
  return Number.isFinite(start) && Number.isFinite(end) && end >= start ? { start, end } : null;
}

function eventTimes(event: ResultOption['events'][number], lng: string, timeZone: string): string {
  const start = Date.parse(event.startTime);
  const end = Date.parse(event.endTime);
  return Number.isFinite(start) && Number.isFinite(end) && end >= start
    ? formatTimeRange(start, end, lng, timeZone)
    : `${event.startTime} – ${event.endTime}`;
}

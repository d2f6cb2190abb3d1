import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import {
  JUSTIFICATION_IDS,
  type AttendeeResponse,
  type ResultOption,
} from '../../../domain/entities';
import { justificationVerdict } from '../../../domain/feasibility';
import { isValidResult } from '../../../domain/results';
import { formatDateTimeRange, formatNumber, formatTimeRange } from '../../../i18n/format';
import { Card, Chip, Inline, SectionHeading, Stack, Text, VisuallyHidden } from '../../../ui';
import { Highlight, matches } from './Highlight';

export interface OptionCardProps {
  number: number;
  option: ResultOption;
  userMap: Readonly<Record<string, string>>;
  timeZone: string;
  needsReview: boolean;
  /** The name filter's term the list was filtered with: marked in the names. */
  term: string;
  /** The id of the line that says how a score is read (each score is described by it). */
  scoreHintId: string;
}

const KNOWN_RULES: ReadonlySet<string> = new Set(JUSTIFICATION_IDS);

export const Subheading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The score's four parts, each under its label, in the order they are compared. */
const ScoreParts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background-color: ${({ theme }) => theme.colors.surfaceSubtle};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Events = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EventTime = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** An interview's attendees: one a line, the name, then the answer at the line's end. */
const Attendees = styled.dl`
  display: flex;
  flex-direction: column;
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 2px solid ${({ theme }) => theme.colors.border};

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space.sm};
    padding-block: 0.125rem;
  }

  dt {
    overflow-wrap: break-word;
  }

  dd {
    margin: 0;
  }
`;

const responseTones = {
  accepted: css`
    color: ${({ theme }) => theme.colors.success};
  `,
  declined: css`
    color: ${({ theme }) => theme.colors.danger};
  `,
  tentative: css`
    color: ${({ theme }) => theme.colors.warning};
  `,
  needsAction: css`
    color: ${({ theme }) => theme.colors.textMuted};
  `,
} satisfies Record<AttendeeResponse, unknown>;

const Response = styled.dd<{ $response: AttendeeResponse }>`
  ${({ $response }) => responseTones[$response]}
`;

const Reasons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

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

/**
 * One option: its number and whether it is offered, its time, its score part by part, each
 * interview with its attendees one a line (the names the filter matched marked), and why it is
 * or is not offered. Rendered again only when it, the names, the zone, the term or the
 * language change.
 */
export const OptionCard = memo(function OptionCard({
  number,
  option,
  userMap,
  timeZone,
  needsReview,
  term,
  scoreHintId,
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
      <Stack gap="sm">
        <Stack gap="xxs">
          <Inline gap="xs" align="center" justify="between">
            {/* Focusable by script: "Show more" moves focus to the first card it adds. */}
            <SectionHeading level={3} id={headingId} tabIndex={-1}>
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
        </Stack>
        <Stack gap="xxs">
          <Subheading>{t('option.score')}</Subheading>
          <ScoreParts aria-describedby={scoreHintId}>
            {option.score.map((value, index) => (
              <div key={index}>
                <dt>{t('option.scorePart', { n: index + 1 })}</dt>
                <dd>{formatNumber(value, lng)}</dd>
              </div>
            ))}
          </ScoreParts>
        </Stack>
        {option.events.length > 0 && (
          <Stack gap="xxs">
            <Subheading>{t('option.interviews')}</Subheading>
            <Events>
              {option.events.map((event, index) => (
                <li key={index}>
                  <EventTime>{eventTimes(event, lng, timeZone)}</EventTime>
                  <Attendees>
                    {event.attendees.map((attendee, n) => {
                      const known = Object.hasOwn(userMap, attendee.id);
                      const name = known
                        ? (userMap[attendee.id] ?? '')
                        : t('option.unknownAttendee', { id: attendee.id });
                      return (
                        <div key={`${attendee.id}-${String(n)}`}>
                          <dt>
                            {known ? <Highlight text={name} term={term} /> : name}
                            {known && matches(name, term) && (
                              <VisuallyHidden> {t('option.matchesFilter')}</VisuallyHidden>
                            )}
                          </dt>
                          <Response $response={attendee.response}>
                            {t(`response.${attendee.response}`)}
                          </Response>
                        </div>
                      );
                    })}
                  </Attendees>
                </li>
              ))}
            </Events>
          </Stack>
        )}
        <Stack gap="xxs">
          <Subheading>{t('option.why')}</Subheading>
          <Reasons>
            {reasons.length === 0 ? (
              <li>{t('option.nothingBlocks')}</li>
            ) : (
              reasons.map((reason, index) => <li key={index}>{reason}</li>)
            )}
          </Reasons>
        </Stack>
      </Stack>
    </Card>
  );
});

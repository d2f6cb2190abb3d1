import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SuperdayChosenBlock } from '../../../domain/superday';
import {
  Card,
  List,
  PageShell,
  SectionHeading,
  Stack,
  SuccessIcon,
  Text,
  VisuallyHidden,
  type ListProps,
} from '../../../ui';
import { IconBadge, Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { SuperdayContext } from '../model';
import { blockText, ownTimeText } from './block-text';
import { BlockSequence } from './BlockSequence';
import { ZoneField, type ZonePicker } from './ZoneField';

export interface SuperdaySentScreenProps {
  context: SuperdayContext;
  /**
   * The blocks sent, in time order; null when this browser does not know them (sent on another
   * device); undefined while not yet read (the lead alone, true either way).
   */
  sent: readonly SuperdayChosenBlock[] | null | undefined;
  /** The time-zone picker's lists and change (as on pick days). */
  zone: ZonePicker;
}

const Hero = styled(Stack).attrs({ gap: 'md' })``;

const Section = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

/** The blocks sent, in time order. */
function OrderedList(props: ListProps) {
  return <List ordered {...props} />;
}

const Day = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const BlockName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The blocks by day (they come in time order), each day once. */
function byDay(blocks: readonly SuperdayChosenBlock[]): SuperdayChosenBlock[][] {
  const days: SuperdayChosenBlock[][] = [];
  for (const chosen of blocks) {
    const last = days.at(-1);
    if (last?.[0]?.block.dateKey === chosen.block.dateKey) last.push(chosen);
    else days.push([chosen]);
  }
  return days;
}

/** Statuses that say the organisation has set the schedule (spec 4). */
const SCHEDULED = new Set(['confirmed', 'completed']);

/**
 * After "Send my availability" (spec 4, 7: the confirm call answers only `confirmed`): says
 * what happened, the availability was sent and the organisation will send the final schedule;
 * the blocks the candidate can attend, each said to be not booked yet, in the zone they pick.
 * No calendar entry: nothing here is booked, and no answer says which block will be.
 *
 * States: sent (or resent on reschedule); reopened where this browser does not know the blocks;
 * reopened once the organisation set the schedule (status confirmed or completed: it says so,
 * and lists no block, since the data never says which were booked).
 */
export function SuperdaySentScreen({ context, sent, zone }: SuperdaySentScreenProps) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const lng = i18n.language;
  const shown = context.timeZone;
  const organization = context.organizationName;
  const scheduled = SCHEDULED.has(context.status);
  const lead = context.reschedule ? 'superday:sent.rescheduleLead' : 'superday:sent.lead';
  const first = sent?.[0];
  return (
    <PageShell
      width="narrow"
      header={organizationHeader(organization)}
      backgroundImageUrl={context.backgroundUrl ?? undefined}
    >
      <Stack gap="xl">
        <Hero>
          <IconBadge tone="success">
            <SuccessIcon />
          </IconBadge>
          <ScreenTitle>
            {scheduled ? t('superday:scheduled.title') : t('superday:sent.title')}
          </ScreenTitle>
          <Lead>
            {scheduled
              ? t('superday:scheduled.lead', { organization })
              : sent === null || sent?.length === 0
                ? t('superday:sent.elsewhere', { organization })
                : t(lead, { organization })}
          </Lead>
        </Hero>
        {!scheduled && sent && first !== undefined && (
          <Section aria-labelledby="superday-sent-blocks">
            <SectionHeading
              level={2}
              id="superday-sent-blocks"
              description={t('superday:sent.notBooked', { organization })}
            >
              {t('superday:sent.blocksTitle')}
            </SectionHeading>
            <ZoneField context={context} zone={zone} offsetAt={first.alternative.start} />
            <Stack as={OrderedList} gap="lg">
              {byDay(sent).map((day) => {
                const [head] = day;
                if (head === undefined) return null;
                const label = blockText(t, head.block, lng, shown, head.alternative).day;
                return (
                  <Stack as="li" key={head.block.dateKey} gap="sm">
                    <Day>{label}</Day>
                    <Stack as={OrderedList} gap="sm">
                      {day.map(({ block, alternative }) => {
                        const text = blockText(t, block, lng, shown, alternative);
                        const own = ownTimeText(
                          t,
                          alternative.start,
                          alternative.end,
                          lng,
                          shown,
                          context.ownTimeZone,
                        );
                        return (
                          <Card as="li" key={block.id} padding="medium" elevated={false}>
                            <Stack gap="xs">
                              <BlockName>
                                <VisuallyHidden>{label}, </VisuallyHidden>
                                {text.heading}
                              </BlockName>
                              {own !== null && (
                                <Text tone="muted" size="sm">
                                  {own}
                                </Text>
                              )}
                              <BlockSequence
                                alternative={alternative}
                                zone={shown}
                                names={context.interviewNames}
                              />
                            </Stack>
                          </Card>
                        );
                      })}
                    </Stack>
                  </Stack>
                );
              })}
            </Stack>
          </Section>
        )}
      </Stack>
    </PageShell>
  );
}

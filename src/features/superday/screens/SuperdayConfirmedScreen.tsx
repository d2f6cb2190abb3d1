import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScheduledEvent } from '../../../domain/entities';
import type { SuperdayChosenBlock } from '../../../domain/superday';
import { zoneLabel } from '../../../i18n/zone-label';
import {
  Card,
  List,
  PageShell,
  SectionHeading,
  Stack,
  SuccessIcon,
  Text,
  type ListProps,
} from '../../../ui';
import { AddToCalendar } from '../../calendar';
import { IconBadge, Lead, ScreenTitle, organizationHeader } from '../../shared';
import type { Notice, SuperdayContext } from '../model';
import { blockText, ownTimeText } from './block-text';
import { BlockSequence } from './BlockSequence';
import { superdayEventId } from '../calendar-events';

export interface SuperdayConfirmedScreenProps {
  context: SuperdayContext;
  /** The confirmed blocks, in time order; null when this browser does not know them. */
  chosen: readonly SuperdayChosenBlock[] | null;
  /** Their calendar entries (one per block). */
  calendarEvents: readonly ScheduledEvent[];
  calendarBusy: boolean;
  calendarError: Notice | null;
  onDownloadIcs: () => void;
}

const Hero = styled(Stack).attrs({ gap: 'md' })``;

const Section = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

/** The confirmed blocks, in time order. */
function OrderedList(props: ListProps) {
  return <List ordered {...props} />;
}

const Day = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/**
 * Confirmed (spec 4, 7): "Your superday times are confirmed", the chosen blocks by day with
 * their interviews, and "Add to calendar" (the shared calendar export), or, reopened where the
 * choices are not known, a note to check the email.
 */
export function SuperdayConfirmedScreen({
  context,
  chosen,
  calendarEvents,
  calendarBusy,
  calendarError,
  onDownloadIcs,
}: SuperdayConfirmedScreenProps) {
  const { t, i18n } = useTranslation(['superday', 'general']);
  const lng = i18n.language;
  const zone = context.timeZone;
  const lead = context.reschedule ? 'superday:confirmed.rescheduleLead' : 'superday:confirmed.lead';
  return (
    <PageShell
      width="narrow"
      header={organizationHeader(context.organizationName)}
      backgroundImageUrl={context.backgroundUrl ?? undefined}
    >
      <Stack gap="xl">
        <Hero>
          <IconBadge tone="success">
            <SuccessIcon />
          </IconBadge>
          <ScreenTitle>{t('superday:confirmed.title')}</ScreenTitle>
          <Lead>{t(lead, { organization: context.organizationName })}</Lead>
        </Hero>
        {chosen === null || chosen.length === 0 ? (
          <Lead>{t('superday:confirmed.elsewhere')}</Lead>
        ) : (
          <>
            <Section aria-labelledby="superday-confirmed-times">
              <SectionHeading
                level={2}
                id="superday-confirmed-times"
                description={t('superday:choose.timeZone', { zone: zoneLabel(t, zone, lng) })}
              >
                {t('superday:confirmed.chosenTitle')}
              </SectionHeading>
              <Stack as={OrderedList} gap="md">
                {chosen.map(({ block, alternative }) => {
                  const text = blockText(t, block, lng, zone, alternative);
                  const own = ownTimeText(
                    t,
                    alternative.start,
                    alternative.end,
                    lng,
                    zone,
                    context.ownTimeZone,
                  );
                  return (
                    <Card as="li" key={block.id} padding="medium" elevated={false}>
                      <Stack gap="xs">
                        <Day>{text.day}</Day>
                        <p>{text.heading}</p>
                        {own !== null && (
                          <Text tone="muted" size="sm">
                            {own}
                          </Text>
                        )}
                        <BlockSequence alternative={alternative} zone={zone} />
                      </Stack>
                    </Card>
                  );
                })}
              </Stack>
            </Section>
            <AddToCalendar
              events={calendarEvents}
              organizationName={context.organizationName}
              idPrefix="superday-confirmed"
              busy={calendarBusy}
              error={calendarError}
              onDownloadIcs={onDownloadIcs}
              describe={(event) => {
                const block = chosen.find((c) => superdayEventId(c.block.id) === event.id);
                if (!block) return '';
                const text = blockText(t, block.block, lng, zone, block.alternative);
                return t('superday:choose.blockName', { day: text.day, block: text.heading });
              }}
            />
          </>
        )}
      </Stack>
    </PageShell>
  );
}

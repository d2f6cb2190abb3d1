import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OfferedTime } from '../../../domain/scheduling-link';
import { formatDateTimeRange, formatDuration } from '../../../i18n/format';
import { translateText } from '../../../i18n/localized-text';
import { zoneLabel } from '../../../i18n/zone-label';
import { Banner, Button, Card, LinkButton, PageShell, Stack, Text } from '../../../ui';
import { type ContactFormValues, EmailField, NameFields, PhoneField } from '../../forms';
import { ScreenTitle, organizationHeader } from '../../shared';
import type { SendError } from '../model';

export interface SchedulingLinkDetailsScreenProps {
  organizationName: string;
  title: string;
  durationMin: number;
  /** The container's form: what was typed survives going back to the times and any failure. */
  form: UseFormReturn<ContactFormValues>;
  /** The chosen time. */
  time: OfferedTime;
  timeZone: string;
  sending: boolean;
  /** A failed booking (`failed`) is said beside Schedule. */
  error: SendError | null;
  onSchedule: (values: ContactFormValues) => void;
  onChangeTime: () => void;
}

/** Phone: the chosen time, then the form. From ~900 px: the chosen time beside the form. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  @media (min-width: 56em) {
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Strong = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The details for the chosen time (spec 2, 3: candidate contact), once a time is chosen: the
 * time in view with "Change time", then only what the booking needs: the name and the email
 * address the invitation goes to, and a phone number if the visitor wants to give one (the
 * LinkedIn profile is not asked: nothing on the link uses it). Schedule books it (busy while it
 * is sent); the server's refusal of the email or phone is said at that field, any other
 * failure beside Schedule, with its code, keeping everything typed and chosen.
 */
export function SchedulingLinkDetailsScreen(props: SchedulingLinkDetailsScreenProps) {
  const { organizationName, title, durationMin, form, time, timeZone, sending, error } = props;
  const { t, i18n } = useTranslation(['schedulingLink', 'contact', 'general']);
  const lng = i18n.language;
  const { handleSubmit } = form;
  return (
    <PageShell width="regular" header={organizationHeader(organizationName)}>
      <Stack gap="xl">
        <ScreenTitle description={t('contact:intro', { organization: organizationName })}>
          {t('contact:heading')}
        </ScreenTitle>
        <Columns>
          <Card padding="medium" elevated={false}>
            <Stack gap="sm">
              <Text tone="muted" size="sm">
                {t('schedulingLink:details.chosen')}
              </Text>
              <Strong>{formatDateTimeRange(time.start, time.end, lng, timeZone)}</Strong>
              <Text tone="muted" size="sm">
                {zoneLabel(t, timeZone, lng)}
              </Text>
              <Text size="sm">
                {t('schedulingLink:summary', {
                  title,
                  duration: formatDuration(durationMin, lng),
                })}
              </Text>
              <div>
                <LinkButton onClick={props.onChangeTime}>
                  {t('schedulingLink:details.changeTime')}
                </LinkButton>
              </div>
            </Stack>
          </Card>
          <Form
            noValidate
            onSubmit={(event) => {
              void handleSubmit((values) => {
                props.onSchedule(values);
              })(event);
            }}
          >
            <NameFields form={form} />
            <EmailField form={form} />
            {/* Asked, not required: the invitation goes to the email address. */}
            <PhoneField form={form} optional />
            <Actions>
              {error?.kind === 'failed' && (
                <Banner variant="error">
                  <p>
                    {`${t('schedulingLink:details.failed', { code: error.code })} ${translateText(t, error.notice)}`}
                  </p>
                </Banner>
              )}
              <Button
                type="submit"
                size="large"
                busy={sending}
                busyLabel={t('schedulingLink:details.sending')}
              >
                {t('schedulingLink:details.schedule')}
              </Button>
            </Actions>
          </Form>
        </Columns>
      </Stack>
    </PageShell>
  );
}

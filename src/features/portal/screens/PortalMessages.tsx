import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { MessageDirection, PortalMessage } from '../../../domain/entities';
import { formatDateTimeRange } from '../../../i18n/format';
import {
  Banner,
  Button,
  LinkButton,
  List,
  SectionHeading,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
  type ListProps,
} from '../../../ui';
import type { MessagesView } from '../model';
import { useFollowThread } from './messages/use-follow-thread';

export interface PortalMessagesProps {
  messages: MessagesView;
  organizationName: string;
  timeZone: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onRetryLoad: () => void;
}

const Section = styled(Stack).attrs({ forwardedAs: 'section', gap: 'md' })``;

/** The log: it scrolls on its own when long (and takes focus, so keys scroll it too). */
const LogBox = styled.div`
  max-height: 28rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

/** The log and, over its lower edge, the "New message" button. */
const LogFrame = styled.div`
  position: relative;
`;

/** Shown while messages wait below a reader who scrolled up; takes them to the newest. */
const JumpRow = styled.div`
  position: absolute;
  inset-inline: 0;
  bottom: ${({ theme }) => theme.space.sm};
  display: flex;
  justify-content: center;
  pointer-events: none;

  & > * {
    pointer-events: auto;
    box-shadow: ${({ theme }) => theme.shadows.dialog};
  }
`;

/** The thread is in order: an ordered list without its numbers. */
function OrderedList(props: ListProps) {
  return <List ordered {...props} />;
}

const Thread = styled(Stack).attrs({ forwardedAs: OrderedList, gap: 'sm' })``;

const tones = {
  // From the recruiting team: on the left, on a card.
  SENT: css`
    align-self: flex-start;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  `,
  // From the candidate: on the right, tinted.
  RECEIVED: css`
    align-self: flex-end;
    background: ${({ theme }) => theme.colors.primarySubtle};
    border: 1px solid ${({ theme }) => theme.colors.primarySubtle};
  `,
  // Automatic updates: centred, muted, no bubble.
  SYSTEM: css`
    align-self: center;
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
} satisfies Record<MessageDirection, unknown>;

const Bubble = styled.li<{ $direction: MessageDirection }>`
  max-width: min(36rem, 88%);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $direction }) => tones[$direction]}

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

const Meta = styled(Text).attrs({ tone: 'muted', size: 'sm' })``;

const Sender = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Server text is text: never HTML; line breaks kept. */
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const SendRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

function timeOf(iso: string, lng: string, zone: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  // A point in time: the range formatter with equal ends writes it once, with its weekday.
  return formatDateTimeRange(ms, ms, lng, zone);
}

/**
 * The message thread with the recruiting team (spec 3: channels and directions): the team's
 * messages on the left under the agent's name, the candidate's on the right, automatic updates
 * centred; the channel when it is not the portal ("by SMS", "on WhatsApp", "by email"). Then the
 * box and Send: the message shows at once as "Sending…"; a failure puts the text back in the
 * box and says so.
 */
export function PortalMessages({
  messages,
  organizationName,
  timeZone,
  onDraftChange,
  onSend,
  onRetryLoad,
}: PortalMessagesProps) {
  const { t, i18n } = useTranslation(['portal', 'general']);
  const lng = i18n.language;
  const senderOf = (direction: MessageDirection) =>
    direction === 'RECEIVED'
      ? t('portal:messages.you')
      : direction === 'SYSTEM'
        ? t('portal:messages.update')
        : (messages.agentName ?? t('portal:messages.team'));
  const viaOf = (m: PortalMessage) =>
    m.channel === 'SMS' || m.channel === 'WA' || m.channel === 'EMAIL'
      ? t(`portal:messages.via.${m.channel}`)
      : null;
  const { outgoing } = messages;
  const count = messages.thread.length + (outgoing === null ? 0 : 1);
  const last = outgoing ?? messages.thread.at(-1) ?? null;
  const { logRef, onScroll, unseen, jumpToEnd } = useFollowThread(
    count,
    last?.id ?? null,
    outgoing !== null || (last !== null && 'direction' in last && last.direction === 'RECEIVED'),
  );
  return (
    <Section aria-labelledby="portal-messages">
      <SectionHeading
        level={2}
        id="portal-messages"
        description={t('portal:messages.lead', { organization: organizationName })}
      >
        {t('portal:messages.title')}
      </SectionHeading>
      {messages.status === 'failed' ? (
        <Banner
          variant="error"
          action={<LinkButton onClick={onRetryLoad}>{t('general:actions.tryAgain')}</LinkButton>}
        >
          <p>{t('portal:messages.loadFailed')}</p>
        </Banner>
      ) : messages.status === 'loaded' && messages.thread.length === 0 && outgoing === null ? (
        <Meta>{t('portal:messages.empty')}</Meta>
      ) : (
        <LogFrame>
          <LogBox
            ref={logRef}
            role="log"
            tabIndex={0}
            aria-labelledby="portal-messages"
            aria-busy={messages.status === 'loading'}
            onScroll={onScroll}
          >
            <Thread>
              {messages.thread.map((m) => {
                const via = viaOf(m);
                return (
                  <Bubble key={m.id} $direction={m.direction}>
                    <Meta>
                      <Sender>{senderOf(m.direction)}</Sender> ·{' '}
                      {timeOf(m.createdAt, lng, timeZone)}
                      {via !== null && ` · ${via}`}
                    </Meta>
                    <Body>{m.body}</Body>
                  </Bubble>
                );
              })}
              {outgoing !== null && (
                <Bubble $direction="RECEIVED" aria-busy="true">
                  <Meta>
                    <Sender>{t('portal:messages.you')}</Sender> · {t('portal:messages.sending')}
                  </Meta>
                  <Body>{outgoing.body}</Body>
                </Bubble>
              )}
            </Thread>
          </LogBox>
          {unseen > 0 && (
            <JumpRow>
              <Button size="small" onClick={jumpToEnd}>
                {t('portal:messages.newBelow', { count: unseen })}
                <span aria-hidden="true">↓</span>
              </Button>
            </JumpRow>
          )}
        </LogFrame>
      )}
      <Composer
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <TextField
          multiline
          label={t('portal:messages.label')}
          value={messages.draft}
          rows={3}
          maxLength={2_000}
          error={messages.sendFailed ? t('portal:messages.failed') : undefined}
          onChange={(event) => {
            onDraftChange(event.currentTarget.value);
          }}
        />
        <SendRow>
          <Button type="submit" busy={outgoing !== null} busyLabel={t('portal:messages.sending')}>
            {t('portal:messages.send')}
          </Button>
        </SendRow>
      </Composer>
      <VisuallyHidden role="status">
        {outgoing !== null ? t('portal:messages.sending') : ''}
      </VisuallyHidden>
    </Section>
  );
}

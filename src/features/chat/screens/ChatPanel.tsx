import { Fragment, type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { CHAT_ERRORS } from '../../../domain/chat';
import { mergeAvailableRanges } from '../../../domain/chatbot-slot';
import type { ChatButton, SelectedTimeRange } from '../../../domain/entities';
import { slotOfOption } from '../../../domain/selection';
import { formatDateTimeRange } from '../../../i18n/format';
import { translateText } from '../../../i18n/localized-text';
import { zoneLabel } from '../../../i18n/zone-label';
import {
  Banner,
  Button,
  ButtonLink,
  CloseIcon,
  IconButton,
  LinkButton,
  List,
  Text,
  VisuallyHidden,
  media,
  visuallyHidden,
} from '../../../ui';
import type { ChatTurn, OfferView, ReplyFailure, ReplyTurn } from '../model';

export interface ChatPanelProps {
  /** The assistant's name (agent info), or null for "Scheduling assistant". */
  agentName: string | null;
  organizationName: string;
  /** The first message: the initial message when given, else the greeting (spec 2). */
  openingText: string | null;
  history: 'loading' | 'loaded' | 'failed';
  turns: readonly ChatTurn[];
  /** How many of `turns` are earlier messages (the opening message comes after them). */
  earlierCount: number;
  /** A reply is streaming: input is ignored, Stop shows instead of Send. */
  streaming: boolean;
  /** The offer, shown under the reply `offerReplyId`. */
  offer: OfferView | null;
  offerReplyId: string | null;
  /** The reply announced to screen readers (once, when complete). */
  announcedId: string | null;
  timeZone: string;
  draft: string;
  draftError: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
  logRef?: Ref<HTMLDivElement>;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onStop: () => void;
  onAction: (button: ChatButton) => void;
  onRetry: (replyId: string) => void;
  onRetryHistory: () => void;
  onBook: () => void;
  onDecline: () => void;
  onStart: () => void;
  onClose: () => void;
  /** Kept (with its conversation) while closed. */
  hidden?: boolean;
}

const Panel = styled.section`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};

  ${media.tablet} {
    inset: auto ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} auto;
    width: 26rem;
    height: min(42rem, calc(100dvh - 2 * ${({ theme }) => theme.space.md}));
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.dialog};
    overflow: hidden;
  }

  &[hidden] {
    display: none;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/** The transcript: scrolls on its own, takes focus so keys scroll it too. */
const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.md};

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

const Thread = styled(List)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const bubble = {
  user: css`
    align-self: flex-end;
    background: ${({ theme }) => theme.colors.primarySubtle};
    border: 1px solid ${({ theme }) => theme.colors.primarySubtle};
  `,
  reply: css`
    align-self: flex-start;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  `,
};

const Turn = styled.li<{ $from: 'user' | 'reply' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 88%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $from }) => bubble[$from]}

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

/** Who says it: for screen readers (the side and colour of the bubble say it visually). */
const Sender = styled.span`
  ${visuallyHidden}
`;

/** Server text is text: never HTML; line breaks kept. */
const MessageText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const BoxTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Ranges = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
`;

const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.control.medium};
  max-height: 8rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: none;
  field-sizing: content;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A range in the candidate's zone, never throwing on a bad one (the server's data). */
function rangeText(start: number, end: number, lng: string, zone: string): string | null {
  try {
    return formatDateTimeRange(start, end, lng, zone);
  } catch {
    return null;
  }
}

function UnderstoodRanges({
  ranges,
  zone,
}: {
  ranges: readonly SelectedTimeRange[];
  zone: string;
}) {
  const { t, i18n } = useTranslation(['chat']);
  const id = useId();
  const lines = mergeAvailableRanges(ranges)
    .map((r) => rangeText(r.start, r.end, i18n.language, zone))
    .filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <Box role="group" aria-labelledby={id}>
      <BoxTitle id={id}>
        {t('chat:understood.title', { zone: zoneLabel(t, zone, i18n.language) })}
      </BoxTitle>
      <Ranges>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Ranges>
    </Box>
  );
}

interface OfferProps {
  view: OfferView;
  organizationName: string;
  zone: string;
  onBook: () => void;
  onDecline: () => void;
  onStart: () => void;
}

function Offer({ view, organizationName, zone, onBook, onDecline, onStart }: OfferProps) {
  const { t, i18n } = useTranslation(['chat', 'general']);
  const id = useId();
  switch (view.kind) {
    case 'searching':
      return (
        <Text tone="muted" size="sm" role="status">
          {t('chat:offer.searching')}
        </Text>
      );
    case 'none':
      return (
        <Text tone="muted" size="sm">
          {t('chat:offer.none')}
        </Text>
      );
    case 'declined':
      return (
        <Text tone="muted" size="sm">
          {t('chat:offer.declined')}
        </Text>
      );
    case 'closed':
      return (
        <Text tone="muted" size="sm">
          {t('chat:offer.closed')}
        </Text>
      );
    case 'link':
      return (
        <Box>
          <Text tone="muted" size="sm">
            {t('chat:offer.link')}
          </Text>
          <Actions>
            <ButtonLink size="small" variant="secondary" href={view.href}>
              {t('chat:offer.openLink')}
            </ButtonLink>
          </Actions>
        </Box>
      );
    case 'notStarted':
      return (
        <Box>
          <Text tone="muted" size="sm">
            {t('chat:offer.notStarted')}
          </Text>
          <Actions>
            <Button size="small" variant="secondary" onClick={onStart}>
              {t('chat:offer.start')}
            </Button>
          </Actions>
        </Box>
      );
    case 'option': {
      const { offer, purpose } = view;
      const slot = slotOfOption(offer.option);
      const when = rangeText(
        Date.parse(slot.startTime),
        Date.parse(slot.endTime),
        i18n.language,
        zone,
      );
      const count = offer.option.events.length;
      return (
        <Box role="group" aria-labelledby={id}>
          <BoxTitle id={id}>{t('chat:offer.title')}</BoxTitle>
          <MessageText>
            {when}
            {count > 0 && (
              <>
                <br />
                <Text as="span" tone="muted" size="sm">
                  {t('chat:offer.interviews', { count })}
                </Text>
              </>
            )}
          </MessageText>
          {offer.status === 'booked' ? (
            <Text tone="muted" size="sm" role="status">
              {purpose === 'reschedule'
                ? t('chat:offer.rescheduleBooked', { organization: organizationName })
                : t('chat:offer.booked', { organization: organizationName })}
            </Text>
          ) : (
            <>
              {offer.status === 'failed' && offer.error !== null && (
                <Banner variant="error">
                  <p>
                    {t('chat:offer.failed')} {translateText(t, offer.error)}
                  </p>
                </Banner>
              )}
              <Actions>
                <Button
                  size="small"
                  busy={offer.status === 'booking'}
                  busyLabel={t('chat:offer.booking')}
                  onClick={onBook}
                >
                  {purpose === 'reschedule' ? t('chat:offer.reschedule') : t('chat:offer.confirm')}
                </Button>
                {offer.status !== 'booking' && (
                  <Button size="small" variant="secondary" onClick={onDecline}>
                    {t('chat:offer.decline')}
                  </Button>
                )}
              </Actions>
            </>
          )}
        </Box>
      );
    }
  }
}

/**
 * The chat panel (spec 2, 3, 4, 5, 8): a dialog beside the page (the whole screen on a phone)
 * with the assistant's name, the conversation as a `log` (replies filled in as they stream,
 * not announced piece by piece: a status region reads each reply once, complete), the
 * understood times and the offered option under the reply that carries them, and the message
 * box, whose Send becomes Stop while an answer streams. Escape closes it (the container).
 */
export function ChatPanel(props: ChatPanelProps) {
  const {
    agentName,
    organizationName,
    openingText,
    history,
    turns,
    streaming,
    offer,
    offerReplyId,
    announcedId,
    timeZone,
    draft,
    draftError,
    inputRef,
    logRef,
  } = props;
  const { t } = useTranslation(['chat', 'general']);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // The example of plain-words availability, until the candidate has written something.
  const showHint = !turns.some((turn) => turn.kind === 'user');
  const name = agentName ?? t('chat:transcript.assistant');
  const failureText = (failure: ReplyFailure | null): string => {
    if (failure?.reason === 'timeout') return t('chat:errors.timeout');
    if (failure?.reason === 'http') {
      return failure.status === null
        ? t('chat:errors.httpUnknown')
        : t('chat:errors.http', { status: failure.status });
    }
    return translateText(t, CHAT_ERRORS.replyFailed);
  };
  const opening = openingText ?? t('chat:greeting');
  const lastReply = turns.findLast((turn): turn is ReplyTurn => turn.kind === 'reply');
  const announced = turns.find(
    (turn): turn is ReplyTurn => turn.kind === 'reply' && turn.id === announcedId,
  );
  const announcement =
    announced === undefined
      ? ''
      : announced.status === 'failed'
        ? failureText(announced.failure)
        : `${name}: ${announced.text}`;

  // Asks the reply's question again (a failed or stopped reply).
  const retryButton = (turn: ReplyTurn) => (
    <Actions>
      <Button
        size="small"
        variant="secondary"
        disabled={streaming}
        onClick={() => {
          props.onRetry(turn.id);
        }}
      >
        {t('general:actions.tryAgain')}
      </Button>
    </Actions>
  );

  const replyBody = (turn: ReplyTurn): ReactNode => {
    if (turn.status === 'failed') {
      return (
        <>
          <MessageText>{failureText(turn.failure)}</MessageText>
          {retryButton(turn)}
        </>
      );
    }
    // The offer's own buttons replace the answer's while it stands (no second "confirm" that
    // would only tell the assistant).
    const offerShown = offer !== null && offer.kind !== 'declined' && turn.id === offerReplyId;
    const showButtons =
      turn.status === 'done' &&
      turn === lastReply &&
      turn.buttons.length > 0 &&
      !streaming &&
      !offerShown;
    return (
      <>
        {turn.text === '' && turn.status === 'streaming' ? (
          <Text tone="muted" size="sm">
            {t('chat:transcript.writing')}
          </Text>
        ) : (
          <MessageText>{turn.text}</MessageText>
        )}
        {turn.status === 'stopped' && (
          <>
            <Text tone="muted" size="sm">
              {t('chat:transcript.stopped')}
            </Text>
            {turn.answers !== null && retryButton(turn)}
          </>
        )}
        {turn.status === 'done' && turn.understood.length + turn.ranges.length > 0 && (
          <UnderstoodRanges
            ranges={turn.understood.length > 0 ? turn.understood : turn.ranges}
            zone={timeZone}
          />
        )}
        {offer !== null && turn.id === offerReplyId && (
          <Offer
            view={offer}
            organizationName={organizationName}
            zone={timeZone}
            onBook={props.onBook}
            onDecline={props.onDecline}
            onStart={props.onStart}
          />
        )}
        {showButtons && (
          <Actions>
            {turn.buttons.map((button) => (
              <Button
                key={`${button.action}:${button.label}`}
                size="small"
                variant="secondary"
                onClick={() => {
                  props.onAction(button);
                }}
              >
                {button.label}
              </Button>
            ))}
          </Actions>
        )}
      </>
    );
  };

  const openingTurn = (
    <Turn $from="reply">
      <Sender>{name}: </Sender>
      <MessageText>{opening}</MessageText>
    </Turn>
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line (and an input method composing is left alone).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      props.onSend();
    }
  };

  return (
    <Panel
      role="dialog"
      aria-modal="false"
      // The page behind changes screens (a booking sent): focus stays here.
      data-keeps-focus=""
      aria-labelledby={titleId}
      hidden={props.hidden}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          props.onClose();
        }
      }}
    >
      <Header>
        <Titles>
          <Title id={titleId}>{agentName ?? t('chat:panel.title')}</Title>
          <Text tone="muted" size="sm">
            {t('chat:panel.lead', { organization: organizationName })}
          </Text>
        </Titles>
        <IconButton type="button" aria-label={t('chat:panel.close')} onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Header>
      <Log
        ref={logRef}
        role="log"
        aria-live="off"
        aria-label={t('chat:transcript.label')}
        aria-busy={streaming}
        tabIndex={0}
      >
        <Thread ordered>
          {history === 'loading' && (
            <li>
              <Text tone="muted" size="sm">
                {t('chat:transcript.loadingEarlier')}
              </Text>
            </li>
          )}
          {history === 'failed' && (
            <li>
              <Text tone="muted" size="sm">
                {t('chat:transcript.earlierFailed')}{' '}
                <LinkButton onClick={props.onRetryHistory}>
                  {t('general:actions.tryAgain')}
                </LinkButton>
              </Text>
            </li>
          )}
          {turns.map((turn, index) => (
            <Fragment key={turn.id}>
              {index === props.earlierCount && openingTurn}
              {turn.kind === 'user' ? (
                <Turn $from="user">
                  <Sender>{t('chat:transcript.you')}: </Sender>
                  <MessageText>{turn.text}</MessageText>
                </Turn>
              ) : (
                <Turn $from="reply" aria-busy={turn.status === 'streaming' ? true : undefined}>
                  <Sender>{name}: </Sender>
                  {replyBody(turn)}
                </Turn>
              )}
            </Fragment>
          ))}
          {turns.length === props.earlierCount && openingTurn}
        </Thread>
      </Log>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Composer
        onSubmit={(event) => {
          event.preventDefault();
          props.onSend();
        }}
      >
        <HiddenLabel htmlFor={inputId}>{t('chat:composer.label')}</HiddenLabel>
        {showHint && (
          <Text tone="muted" size="sm" id={hintId}>
            {t('chat:composer.hint')}
          </Text>
        )}
        <InputRow>
          <Input
            ref={inputRef}
            id={inputId}
            rows={1}
            placeholder={t('chat:composer.placeholder')}
            value={draft}
            aria-invalid={draftError === null ? undefined : true}
            aria-describedby={
              [showHint ? hintId : null, draftError === null ? null : errorId]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              props.onDraftChange(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          {streaming ? (
            <Button type="button" variant="secondary" onClick={props.onStop}>
              {t('chat:composer.stop')}
            </Button>
          ) : (
            <Button type="submit">{t('chat:composer.send')}</Button>
          )}
        </InputRow>
        {draftError !== null && (
          <Text id={errorId} tone="danger" size="sm">
            {draftError}
          </Text>
        )}
      </Composer>
    </Panel>
  );
}

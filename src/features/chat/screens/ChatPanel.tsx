import { Fragment, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_ERRORS } from '../../../domain/chat';
import type { TimeFields } from '../../../domain/chat-ranges';
import type { ChatButton } from '../../../domain/entities';
import { translateText } from '../../../i18n/localized-text';
import { CloseIcon, IconButton, LinkButton, Text, VisuallyHidden } from '../../../ui';
import type { ChatTurn, ReplyFailure, ReplyTurn, ShareView } from '../model';
import { Composer } from './Composer';
import {
  Header,
  Log,
  MessageText,
  Panel,
  Sender,
  Thread,
  Title,
  Titles,
  Turn,
} from './panel-parts';
import { ReplyBody } from './ReplyBody';

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
  /** A reply is streaming: the message box is unavailable, Stop shows instead of Send. */
  streaming: boolean;
  /** The understood times that can be shared, shown with the reply `share.replyId`. */
  share: ShareView | null;
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
  /** A button of an answer that goes to the assistant. */
  onAction: (button: ChatButton) => void;
  /** "Yes, share these times". */
  onShare: (button: ChatButton) => void;
  /** "Pick times myself". */
  onPickTimes: () => void;
  onEditTime: (index: number | null) => void;
  onSaveTime: (index: number, fields: TimeFields) => void;
  onRemoveTime: (index: number) => void;
  onRetry: (replyId: string) => void;
  onRetryHistory: () => void;
  onClose: () => void;
  /** Kept (with its conversation) while closed. */
  hidden?: boolean;
}

/**
 * The chat panel (spec 2, 3, 4, 5, 8): beside the page (the whole screen on a phone; it never
 * hides the page's own actions) with the assistant's name, the conversation as a `log` (replies
 * filled in as they stream, not announced piece by piece: a status region reads each reply once,
 * complete), under a reply the times it understood (chips to correct, then share) and its
 * buttons, and the message box. Escape closes it.
 */
export function ChatPanel({ inputRef, logRef, ...props }: ChatPanelProps) {
  const { agentName, organizationName, history, turns, streaming, share, announcedId } = props;
  const { t } = useTranslation(['chat', 'general']);
  const titleId = useId();
  // The example of plain-words availability, until the candidate has written something.
  const showHint = !turns.some((turn) => turn.kind === 'user');
  const name = agentName ?? t('chat:transcript.assistant');
  // Spec 8: a failed reply says the one sentence, whatever the failure; the details follow it.
  const failureText = (failure: ReplyFailure | null): string => {
    const sentence = translateText(t, CHAT_ERRORS.replyFailed);
    if (failure?.reason === 'timeout') return `${sentence}\n${t('chat:errors.timeout')}`;
    if (failure?.reason === 'http') {
      const detail =
        failure.status === null
          ? t('chat:errors.httpUnknown')
          : t('chat:errors.http', { status: failure.status });
      return `${sentence}\n${detail}`;
    }
    return sentence;
  };
  const opening = props.openingText ?? t('chat:greeting');
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

  const openingTurn = (
    <Turn $from="reply">
      <Sender>{name}: </Sender>
      <MessageText>{opening}</MessageText>
    </Turn>
  );

  return (
    <Panel
      role="dialog"
      aria-modal="false"
      // The page behind changes screens (times shared): focus stays here.
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
                <Turn
                  $from="reply"
                  $wide={share?.replyId === turn.id}
                  aria-busy={turn.status === 'streaming' ? true : undefined}
                >
                  <Sender>{name}: </Sender>
                  <ReplyBody
                    turn={turn}
                    last={turn === lastReply}
                    streaming={streaming}
                    share={share?.replyId === turn.id ? share : null}
                    failureText={failureText(turn.failure)}
                    organizationName={organizationName}
                    zone={props.timeZone}
                    onRetry={props.onRetry}
                    onAction={props.onAction}
                    onShare={props.onShare}
                    onPickTimes={props.onPickTimes}
                    onEditTime={props.onEditTime}
                    onSaveTime={props.onSaveTime}
                    onRemoveTime={props.onRemoveTime}
                  />
                </Turn>
              )}
            </Fragment>
          ))}
          {turns.length === props.earlierCount && openingTurn}
        </Thread>
      </Log>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Composer
        draft={props.draft}
        draftError={props.draftError}
        streaming={streaming}
        showHint={showHint}
        inputRef={inputRef}
        onDraftChange={props.onDraftChange}
        onSend={props.onSend}
        onStop={props.onStop}
      />
    </Panel>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasShareButton } from '../../../domain/chat-actions';
import { type TimeFields, understoodTimes } from '../../../domain/chat-ranges';
import type { ChatButton } from '../../../domain/entities';
import { Button, Text } from '../../../ui';
import type { ReplyTurn, ShareView } from '../model';
import { Actions, MessageText } from './panel-parts';
import { ReplyButtons } from './ReplyButtons';
import { UnderstoodTimes } from './UnderstoodTimes';

export interface ReplyBodyProps {
  turn: ReplyTurn;
  /** The newest reply: its buttons show. */
  last: boolean;
  streaming: boolean;
  /** The times that can be shared, when they are this reply's. */
  share: ShareView | null;
  /** The text of a failed reply (spec 8), for its reason. */
  failureText: string;
  organizationName: string;
  zone: string;
  onRetry: (replyId: string) => void;
  onAction: (button: ChatButton) => void;
  onShare: (button: ChatButton) => void;
  onPickTimes: () => void;
  onEditTime: (index: number | null) => void;
  onSaveTime: (index: number, fields: TimeFields) => void;
  onRemoveTime: (index: number) => void;
}

/**
 * An answer: its text (or "Writing…", or the error that replaced it, with Try again), the times
 * it understood (chips to correct when they can be shared) and its buttons.
 */
export function ReplyBody(props: ReplyBodyProps) {
  const { turn, last, streaming, share } = props;
  const { t } = useTranslation(['chat', 'general']);

  const retry = (
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
  if (turn.status === 'failed') {
    return (
      <>
        <MessageText>{props.failureText}</MessageText>
        {retry}
      </>
    );
  }

  // The reply whose times can be shared keeps its buttons until they are (later questions
  // don't take the way to share away); any other reply shows them while it is the newest.
  // Once its times are shared, a reply's buttons have done their job.
  let buttons: readonly ChatButton[] =
    share?.status === 'shared' ? [] : share !== null || (last && !streaming) ? turn.buttons : [];
  if (
    share !== null &&
    share.status !== 'shared' &&
    share.where.kind !== 'closed' &&
    !hasShareButton(turn.buttons, true)
  ) {
    buttons = [{ label: t('chat:share.fallback'), action: 'CONFIRM_AVAILABILITY' }, ...buttons];
  }
  const times = understoodTimes(turn.ranges, turn.understood);
  let body: ReactNode = <MessageText>{turn.text}</MessageText>;
  if (turn.text === '' && turn.status === 'streaming') {
    body = (
      <Text tone="muted" size="sm">
        {t('chat:transcript.writing')}
      </Text>
    );
  }
  return (
    <>
      {body}
      {turn.status === 'stopped' && (
        <>
          <Text tone="muted" size="sm">
            {t('chat:transcript.stopped')}
          </Text>
          {turn.answers !== null && retry}
        </>
      )}
      {turn.status === 'done' && (share !== null || times.length > 0) && (
        <UnderstoodTimes
          share={share}
          times={times}
          organizationName={props.organizationName}
          zone={props.zone}
          onEditTime={props.onEditTime}
          onSaveTime={props.onSaveTime}
          onRemoveTime={props.onRemoveTime}
        />
      )}
      {turn.status === 'done' && buttons.length > 0 && (
        <ReplyButtons
          buttons={buttons}
          share={share}
          onShare={props.onShare}
          onPickTimes={props.onPickTimes}
          onAction={props.onAction}
        />
      )}
    </>
  );
}

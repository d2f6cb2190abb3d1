import { useTranslation } from 'react-i18next';
import { chatButtonKind } from '../../../domain/chat-actions';
import type { ChatButton } from '../../../domain/entities';
import { Button, ButtonLink } from '../../../ui';
import type { ShareView } from '../model';
import { Actions } from './panel-parts';

export interface ReplyButtonsProps {
  buttons: readonly ChatButton[];
  /** The times of this reply, when it is the one whose times can be shared. */
  share: ShareView | null;
  onShare: (button: ChatButton) => void;
  onPickTimes: () => void;
  onAction: (button: ChatButton) => void;
}

/**
 * The buttons of an answer, each doing what it says (domain chat-actions): "Yes, share these
 * times" shares the times above (busy while they go), "Pick times myself" takes the candidate to
 * picking on the page, any other is sent to the assistant. In the portal, where times are shared
 * on the interview's own page, sharing and picking are links to it; where the availability was
 * already sent there is nothing to share, and the share button is left out.
 */
export function ReplyButtons({
  buttons,
  share,
  onShare,
  onPickTimes,
  onAction,
}: ReplyButtonsProps) {
  const { t } = useTranslation(['chat']);
  const where = share?.where.kind ?? null;
  const href = share?.where.kind === 'link' ? share.where.href : null;
  return (
    <Actions>
      {buttons.map((button) => {
        const key = `${button.action}:${button.label}`;
        const kind = chatButtonKind(button.action, share !== null);
        if (kind !== 'message' && href !== null) {
          return (
            <ButtonLink
              key={key}
              size="small"
              variant={kind === 'share' ? 'primary' : 'secondary'}
              href={href}
            >
              {button.label}
            </ButtonLink>
          );
        }
        if (kind === 'share' && share !== null) {
          if (where === 'closed' || share.status === 'shared') return null;
          const busy =
            share.status === 'sharing' || (share.status === 'waiting' && where !== 'none');
          return (
            <Button
              key={key}
              size="small"
              busy={busy}
              busyLabel={t('chat:offer.booking')}
              disabled={share.times.length === 0}
              onClick={() => {
                onShare(button);
              }}
            >
              {button.label}
            </Button>
          );
        }
        return (
          <Button
            key={key}
            size="small"
            variant="secondary"
            onClick={() => {
              if (kind === 'pickTimes') onPickTimes();
              else onAction(button);
            }}
          >
            {button.label}
          </Button>
        );
      })}
    </Actions>
  );
}

import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { ErrorIcon, PageShell, WarningIcon } from '../../../ui';
import type { LinkProblemKind } from '../model';
import { IconBadge, Lead, MessagePanel, ScreenTitle, organizationHeader } from './screen-parts';

export interface LinkProblemScreenProps {
  /** Which message: the invitation has expired, or the link is invalid (spec section 8). */
  kind: LinkProblemKind;
  /** The organisation, when known (an expired link may still name it); null: no header. */
  organizationName: string | null;
}

const CONTENT = {
  expired: { title: 'intro:linkProblem.expiredTitle', message: ERROR_MESSAGES.expired },
  invalid: { title: 'intro:linkProblem.invalidTitle', message: ERROR_MESSAGES.invalidLink },
} as const satisfies Record<LinkProblemKind, unknown>;

/**
 * Expired or invalid link (spec sections 2 and 8): a heading that names the problem and the
 * spec's message, which tells the candidate to contact the recruiter. Nothing to do here, so
 * no action.
 *
 * States:
 * - expired (`kind: 'expired'`): "Invitation expired" and the expired-invitation message;
 * - invalid (`kind: 'invalid'`): "This link doesn't work" and the invalid-link message;
 * - either with the organisation's name in the header, or without a header when it is unknown.
 */
export function LinkProblemScreen({ kind, organizationName }: LinkProblemScreenProps) {
  const { t } = useTranslation(['intro', 'general']);
  const { title, message } = CONTENT[kind];
  return (
    <PageShell width="narrow" header={organizationHeader(organizationName)}>
      <MessagePanel padding="large">
        <IconBadge tone={kind === 'expired' ? 'warning' : 'danger'}>
          {kind === 'expired' ? <WarningIcon /> : <ErrorIcon />}
        </IconBadge>
        <ScreenTitle>{t(title)}</ScreenTitle>
        <Lead>{t(message.key, message.defaultText)}</Lead>
      </MessagePanel>
    </PageShell>
  );
}

import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { ErrorIcon, InfoIcon, PageShell, WarningIcon } from '../../../ui';
import type { LinkProblemKind } from '../model';
import { IconBadge, Lead, MessagePanel, ScreenTitle, organizationHeader } from './screen-parts';

export interface LinkProblemScreenProps {
  /** Which problem (see LinkProblemKind): each has its own heading and message. */
  kind: LinkProblemKind;
  /** The organisation, when known (an expired link may still name it); null: no header. */
  organizationName: string | null;
}

type Tone = 'warning' | 'danger' | 'primary';

const CONTENT = {
  expired: {
    title: 'intro:linkProblem.expiredTitle',
    message: ERROR_MESSAGES.expired,
    tone: 'warning',
  },
  invalid: {
    title: 'intro:linkProblem.invalidTitle',
    message: ERROR_MESSAGES.invalidLink,
    tone: 'danger',
  },
  canceled: {
    title: 'intro:linkProblem.canceledTitle',
    message: ERROR_MESSAGES.canceled,
    tone: 'primary',
  },
  windowExpired: {
    title: 'intro:linkProblem.windowExpiredTitle',
    message: ERROR_MESSAGES.windowExpired,
    tone: 'warning',
  },
  unauthorized: {
    title: 'intro:linkProblem.unauthorizedTitle',
    message: ERROR_MESSAGES.unauthorized,
    tone: 'danger',
  },
  notYetAvailable: {
    title: 'intro:linkProblem.notYetAvailableTitle',
    message: {
      key: 'intro:linkProblem.notYetAvailableMessage',
      defaultText:
        'This part of the site isn’t open yet. Please use the link in your invitation, or contact your recruiter if you need help.',
    },
    tone: 'primary',
  },
} as const satisfies Record<
  LinkProblemKind,
  { title: string; message: { key: string; defaultText: string }; tone: Tone }
>;

const ICON = { warning: WarningIcon, danger: ErrorIcon, primary: InfoIcon } as const;

/**
 * A link that cannot be used (spec sections 2 and 8): a heading that names the problem and a
 * message that says what the candidate can do next (contact the recruiter, open the latest
 * link). Nothing can be retried here, so no action.
 *
 * States, one per kind (LinkProblemKind): expired, invalid, canceled, window expired,
 * unauthorized, and a page not available yet; each with the organisation's name in the header,
 * or without a header when it is unknown.
 */
export function LinkProblemScreen({ kind, organizationName }: LinkProblemScreenProps) {
  const { t } = useTranslation(['intro', 'general']);
  const { title, message, tone } = CONTENT[kind];
  const Icon = ICON[tone];
  return (
    <PageShell width="narrow" header={organizationHeader(organizationName)}>
      <MessagePanel padding="large">
        <IconBadge tone={tone}>
          <Icon />
        </IconBadge>
        <ScreenTitle>{t(title)}</ScreenTitle>
        <Lead>{t(message.key, message.defaultText)}</Lead>
      </MessagePanel>
    </PageShell>
  );
}

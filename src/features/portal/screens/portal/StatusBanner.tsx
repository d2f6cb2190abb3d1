import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PortalNextStep, PortalStatus } from '../../../../domain/portal';
import { Banner, ButtonLink, media } from '../../../../ui';
import { interviewHeadingId } from './InterviewCard';

/** The step's button: the banner's width on a phone, its own from tablet width up. */
const StepLink = styled(ButtonLink)`
  width: 100%;
  overflow-wrap: break-word;

  ${media.tablet} {
    width: auto;
  }
`;

const Subject = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-wrap: balance;
  hyphens: auto;
  overflow-wrap: break-word;
`;

export interface StatusBannerProps {
  status: Exclude<PortalStatus, null>;
  organization: string;
  /** The step the status offers (with "ready to be scheduled"), or null. */
  next: PortalNextStep | null;
  candidateLink: (hash: string) => string;
}

/**
 * The portal's status line (spec 2), carrying the next action when there is one (issue 35):
 * "Your next interview is ready to be scheduled", the interview it is, and its "Schedule now"
 * (or "Reschedule now") right there, first in the keyboard order after the title. The
 * interview's card below then leaves that button out: one copy, where the status is read.
 */
export function StatusBanner({ status, organization, next, candidateLink }: StatusBannerProps) {
  const { t } = useTranslation(['portal']);
  const hash = next?.interview.hash ?? null;
  return (
    <Banner
      variant={status === 'nothingScheduled' ? 'info' : 'success'}
      action={
        next !== null && hash !== null ? (
          <StepLink
            href={candidateLink(hash)}
            variant="primary"
            aria-describedby={interviewHeadingId(next.interview.id)}
          >
            {t(`portal:actions.${next.action}`)}
          </StepLink>
        ) : undefined
      }
    >
      <p>{t(`portal:status.${status}`, { organization })}</p>
      {next !== null && (
        <Subject>
          {t('portal:interview.heading', {
            stage: next.interview.stage.name,
            job: next.interview.job.name,
          })}
        </Subject>
      )}
    </Banner>
  );
}

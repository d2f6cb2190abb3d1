import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LinkProblemSlot,
  type LinkProblemKind,
  type Notice,
  ScreenFrame,
  WaitScreen,
} from '../../shared';

/** A read that is not ready: under way (`slow` once long), failed (why), or a link problem. */
export type PendingRead =
  | { readonly status: 'loading'; readonly slow: boolean; readonly retry: () => void }
  | { readonly status: 'failed'; readonly error: Notice; readonly retry: () => void }
  | { readonly status: 'problem'; readonly problem: LinkProblemKind };

/**
 * The screen of a read of the interviewer link that is not ready (from useResource): the wait
 * (the slow notice, or the failure with Try again), or the link-problem screen.
 */
export function ReadScreen({
  read,
  rootRef,
}: {
  read: PendingRead;
  rootRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation(['interviewerLink']);
  if (read.status === 'problem') {
    return (
      <ScreenFrame ref={rootRef} data-screen="linkProblem">
        <LinkProblemSlot kind={read.problem} organizationName={null} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame ref={rootRef} data-screen="loading">
      <WaitScreen
        title={t('interviewerLink:loading.title')}
        slowText={t('interviewerLink:loading.slow')}
        failedTitle={t('interviewerLink:loading.failedTitle')}
        backgroundUrl={null}
        slow={read.status === 'loading' && read.slow}
        error={read.status === 'failed' ? read.error : null}
        onRetry={read.retry}
      />
    </ScreenFrame>
  );
}

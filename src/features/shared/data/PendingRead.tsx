import type { ReactNode, RefObject } from 'react';
import { LinkProblemSlot } from '../link-problem-slot';
import type { Notice } from '../model';
import { ScreenFrame } from '../screen-frame';
import type { ResourceView } from './use-resource';

/** A read that is not ready (useResource's view): under way, failed, or a link problem. */
export type PendingReadView = Exclude<ResourceView<unknown>, { status: 'ready' }> & {
  readonly retry: () => void;
};

/** What a feature's wait screen gets: the slow notice, the failure, Try again. */
export interface WaitProps {
  readonly slow: boolean;
  readonly error: Notice | null;
  readonly onRetry: () => void;
}

export interface PendingReadProps {
  readonly read: PendingReadView;
  /** The feature's wait screen (its own titles and background). */
  readonly wait: (props: WaitProps) => ReactNode;
  /** Named on the link-problem screen when known. */
  readonly organizationName?: string | null;
  /** When given, the screen is framed (focus and title follow it) with this ref. */
  readonly rootRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The screen of a read that is not ready, the same in every feature: the link-problem screen
 * for a link that cannot be used, else the feature's wait screen (the slow notice, or the
 * failure with Try again).
 */
export function PendingRead({ read, wait, organizationName = null, rootRef }: PendingReadProps) {
  const body =
    read.status === 'problem' ? (
      <LinkProblemSlot kind={read.problem} organizationName={organizationName} />
    ) : (
      wait({
        slow: read.status === 'loading' && read.slow,
        error: read.status === 'failed' ? read.error : null,
        onRetry: read.retry,
      })
    );
  if (rootRef === undefined) return body;
  return (
    <ScreenFrame ref={rootRef} data-screen={read.status === 'problem' ? 'linkProblem' : 'loading'}>
      {body}
    </ScreenFrame>
  );
}

import type { ComponentType } from 'react';

/**
 * What every feature's `screens/registry.ts` exports: each kind of its screen union and the
 * component that shows it, read by the screen-coverage test (stories/screen-coverage.test.ts).
 */
export interface ScreenRegistry<Kind extends string> {
  /** Story titles of the feature's screens start with this, e.g. 'Candidate/Screens/'. */
  readonly storyTitlePrefix: string;
  /**
   * The component of each kind, or 'shared' when the kind is shown by the shared area's screen
   * of the same kind (src/features/shared/screens/registry.ts), whose stories are the shared
   * area's.
   */
  readonly screens: Readonly<Record<Kind, ComponentType<never> | 'shared'>>;
}

import type { ComponentType } from 'react';

/**
 * What every feature's `screens/registry.ts` exports: each kind of its screen union and the
 * component that shows it, read by the screen-coverage test (stories/screen-coverage.test.ts).
 */
export interface ScreenRegistry<Kind extends string> {
  /** Story titles of the feature's screens start with this, e.g. 'Candidate/Screens/'. */
  readonly storyTitlePrefix: string;
  readonly screens: Readonly<Record<Kind, ComponentType<never>>>;
}

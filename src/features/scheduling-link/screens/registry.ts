/**
 * The scheduling link's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app. Its details step is the shared
 * contact form (forms area), loading the shared wait screen.
 */
import type { ScreenRegistry } from '../../shared';
import type { SchedulingLinkScreenKind } from '../model';
import { SchedulingLinkConfirmedScreen } from './SchedulingLinkConfirmedScreen';
import { SchedulingLinkTimeScreen } from './SchedulingLinkTimeScreen';

export const SCREEN_REGISTRY: ScreenRegistry<
  Exclude<SchedulingLinkScreenKind, 'details' | 'loading'>
> = {
  storyTitlePrefix: 'SchedulingLink/Screens/',
  screens: {
    time: SchedulingLinkTimeScreen,
    confirmed: SchedulingLinkConfirmedScreen,
    linkProblem: 'shared',
  },
};

/**
 * The scheduling link's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app. Loading is the shared wait screen.
 */
import type { ScreenRegistry } from '../../shared';
import type { SchedulingLinkScreenKind } from '../model';
import { SchedulingLinkConfirmedScreen } from './SchedulingLinkConfirmedScreen';
import { SchedulingLinkDetailsScreen } from './SchedulingLinkDetailsScreen';
import { SchedulingLinkNoTimesScreen } from './SchedulingLinkNoTimesScreen';
import { SchedulingLinkTimeScreen } from './SchedulingLinkTimeScreen';

export const SCREEN_REGISTRY: ScreenRegistry<Exclude<SchedulingLinkScreenKind, 'loading'>> = {
  storyTitlePrefix: 'SchedulingLink/Screens/',
  screens: {
    time: SchedulingLinkTimeScreen,
    details: SchedulingLinkDetailsScreen,
    noTimes: SchedulingLinkNoTimesScreen,
    confirmed: SchedulingLinkConfirmedScreen,
    linkProblem: 'shared',
  },
};

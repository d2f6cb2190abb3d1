/**
 * The interviewer link's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app. Loading is the shared wait screen.
 */
import type { ScreenRegistry } from '../../shared';
import type { InterviewerLinkScreenKind } from '../model';
import { InterviewerAvailabilityScreen } from './InterviewerAvailabilityScreen';
import { InterviewerEmailScreen } from './InterviewerEmailScreen';

export const SCREEN_REGISTRY: ScreenRegistry<Exclude<InterviewerLinkScreenKind, 'loading'>> = {
  storyTitlePrefix: 'InterviewerLink/Screens/',
  screens: {
    email: InterviewerEmailScreen,
    availability: InterviewerAvailabilityScreen,
    linkProblem: 'shared',
  },
};

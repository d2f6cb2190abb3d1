/**
 * Every screen kind of the candidate flow (model.ts SCREEN_KINDS) and the screen component that
 * shows it. Not used by the app: stories/screen-coverage.test.ts reads the registry of every
 * feature to check that each screen state has stories. A kind missing here fails the type check.
 */
import type { ScreenRegistry } from '../../shared';
import type { ScreenKind } from '../model';
import { AvailabilitySentScreen } from './AvailabilitySentScreen';
import { ConfirmationScreen } from './ConfirmationScreen';
import { IntroScreen } from './IntroScreen';
import { LoadingScreen } from './LoadingScreen';
import { NoResultsScreen } from './NoResultsScreen';
import { PickDaysScreen } from './PickDaysScreen';
import { RescheduleScreen } from './RescheduleScreen';

export const SCREEN_REGISTRY: ScreenRegistry<ScreenKind> = {
  storyTitlePrefix: 'Candidate/Screens/',
  screens: {
    loading: LoadingScreen,
    intro: IntroScreen,
    pickDays: PickDaysScreen,
    availabilitySent: AvailabilitySentScreen,
    confirmed: ConfirmationScreen,
    reschedule: RescheduleScreen,
    linkProblem: 'shared',
    noResults: NoResultsScreen,
  },
};

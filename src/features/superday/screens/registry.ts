/**
 * The superday's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app.
 */
import type { ScreenRegistry } from '../../shared';
import type { SuperdayScreenKind } from '../model';
import { SuperdayChooseScreen } from './SuperdayChooseScreen';
import { SuperdayEmptyScreen } from './SuperdayEmptyScreen';
import { SuperdayLoadingScreen } from './SuperdayLoadingScreen';
import { SuperdaySentScreen } from './SuperdaySentScreen';

export const SCREEN_REGISTRY: ScreenRegistry<SuperdayScreenKind> = {
  storyTitlePrefix: 'Superday/Screens/',
  screens: {
    loading: SuperdayLoadingScreen,
    choose: SuperdayChooseScreen,
    empty: SuperdayEmptyScreen,
    sent: SuperdaySentScreen,
    linkProblem: 'shared',
  },
};

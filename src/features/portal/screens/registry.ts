/**
 * The portal's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app. The message thread and the feedback
 * dialog are parts of the portal screen, with stories of their own.
 */
import type { ScreenRegistry } from '../../shared';
import type { PortalScreenKind } from '../model';
import { PortalLoadingScreen } from './PortalLoadingScreen';
import { PortalScreen } from './PortalScreen';

export const SCREEN_REGISTRY: ScreenRegistry<PortalScreenKind> = {
  storyTitlePrefix: 'Portal/Screens/',
  screens: {
    loading: PortalLoadingScreen,
    portal: PortalScreen,
    linkProblem: 'shared',
  },
};

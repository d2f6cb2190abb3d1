/**
 * The debug area's screen and its kind, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app.
 */
import type { ScreenRegistry } from '../../shared';
import { DebugPanelScreen } from './DebugPanelScreen';

export const SCREEN_REGISTRY: ScreenRegistry<'debugPanel'> = {
  storyTitlePrefix: 'Debug/Screens/',
  screens: { debugPanel: DebugPanelScreen },
};

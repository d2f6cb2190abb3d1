/**
 * The chat's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app.
 */
import type { ScreenRegistry } from '../../shared';
import { ChatLauncher } from './ChatLauncher';
import { ChatPanel } from './ChatPanel';

export const SCREEN_REGISTRY: ScreenRegistry<'launcher' | 'panel'> = {
  storyTitlePrefix: 'Chat/Screens/',
  screens: {
    launcher: ChatLauncher,
    panel: ChatPanel,
  },
};

/**
 * The shared area's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app.
 */
import type { ScreenRegistry } from '../screen-registry';
import { ChunkLoadScreen } from './ChunkLoadScreen';

export const SCREEN_REGISTRY: ScreenRegistry<'chunkLoad'> = {
  storyTitlePrefix: 'Shared/Screens/',
  screens: { chunkLoad: ChunkLoadScreen },
};

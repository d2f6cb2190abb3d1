/**
 * The shared area's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app.
 */
import type { ScreenRegistry } from '../screen-registry';
import { ChunkLoadScreen } from './ChunkLoadScreen';
import { LinkProblemScreen } from './LinkProblemScreen';

export const SCREEN_REGISTRY: ScreenRegistry<'chunkLoad' | 'linkProblem'> = {
  storyTitlePrefix: 'Shared/Screens/',
  screens: {
    chunkLoad: ChunkLoadScreen,
    linkProblem: LinkProblemScreen,
  },
};

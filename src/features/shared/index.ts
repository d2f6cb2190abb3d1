/**
 * What every feature uses (DESIGN.md section 2, "a shared area"): the screen frame (focus and
 * title follow the screen, the slow-loading timer), the parts every message screen is built
 * from, the link-problem screen (loaded on demand), lazy chunks with the spec's time limit and
 * their "didn't load" screen, the screen-registry shape. Every route's first paint imports this
 * file, so what only later screens need lives in areas of its own (`forms`, `calendar`).
 * Features import it only through this file (lint: eslint.config.js `featureZones`).
 */

export {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  lazyChunk,
  loadChunk,
} from './chunk-load';
export {
  ChunkLoadScreen,
  RetryScreen,
  type ChunkLoadScreenProps,
  type RetryScreenProps,
} from './screens/ChunkLoadScreen';
export { LanguageSwitcher, preloadLanguageSwitcher } from './language-switcher-slot';
export { describeLinkFailure, type LinkFailure } from './failure';
export type { ScreenRegistry } from './screen-registry';
export { WaitScreen, type WaitScreenProps } from './screens/WaitScreen';
export { ScreenFrame, useHeadingFocus, useSlowNotice } from './screen-frame';
export {
  type BadgeTone,
  IconBadge,
  Lead,
  MessagePanel,
  ScreenTitle,
  organizationHeader,
} from './screens/screen-parts';
export type { LinkProblemScreenProps } from './screens/LinkProblemScreen';

export type { LinkProblemKind, Notice } from './model';
export { LazyLinkProblemScreen, LinkProblemSlot, loadLinkProblemScreen } from './link-problem-slot';
export {
  SLOW_NOTICE_MS,
  actionFailureOf,
  isOnline,
  readStored,
  removeStored,
  useAction,
  useResource,
  useRetryWhenOnline,
  PendingRead,
  type PendingReadView,
  type WaitProps,
  writeStored,
  type ActionCall,
  type ActionFailure,
  type ActionView,
  type ResourceFailure,
  type ResourceView,
  type StorageArea,
  browserSeeds,
  ResourceSeedsContext,
  serverSeeds,
  type ResourceSeeds,
  type SeededOutcome,
} from './data';

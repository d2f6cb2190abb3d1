/**
 * What several features use (DESIGN.md section 2, "a shared area"): calendar export, lazy chunks
 * with the spec's time limit and their "didn't load" screen, the screen-registry shape; the
 * screen frame, link-problem screens and the contact form move here with the journey refactor.
 * Features import it only through this file (lint: eslint.config.js `featureZones`).
 */
export { calendarEntryText } from './calendar/entry-text';

/**
 * The .ics download, loaded on demand (it brings the `ics` package): call it when the candidate
 * asks for the file, never at start-up.
 */
export function loadCalendarDownload() {
  return import('./calendar/download');
}

export { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load';
export {
  ChunkLoadScreen,
  RetryScreen,
  type ChunkLoadScreenProps,
  type RetryScreenProps,
} from './screens/ChunkLoadScreen';
export type { ScreenRegistry } from './screen-registry';

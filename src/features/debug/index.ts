/**
 * Staff debug mode (spec sections 1, 3, 6): beside Pick days, every option the search sent,
 * offered or not, with why, filtered by attendee name and by the candidate's selected times.
 * It shows only when the search answered debug data, which the server gives to staff only; its
 * code is a chunk of its own, loaded then, never for a candidate.
 */
import { lazyChunk } from '../shared';

export { DebugLayout } from './DebugLayout';
export type { DebugPanelContainerProps as DebugPanelProps } from './containers/DebugPanelContainer';

/** The panel with its filters (a lazy chunk: render it under Suspense). */
export const DebugPanel = lazyChunk(() => import('./containers/DebugPanelContainer'));

/**
 * The one way every feature reads and writes (issue 34): useResource for a read (slow notice,
 * link problems, offline, Try again), useAction for a write (in-flight guard, Idempotency-Key,
 * offline wait, each failure at its place); the slow-notice delay, online retry and guarded
 * storage they and the features share.
 */
export { SLOW_NOTICE_MS } from './slow-notice';
export { isOnline, useRetryWhenOnline } from './online';
export { readStored, removeStored, writeStored, type StorageArea } from './storage';
export {
  PendingRead,
  type PendingReadProps,
  type PendingReadView,
  type WaitProps,
} from './PendingRead';
export {
  useResource,
  type ResourceFailure,
  type ResourceOptions,
  type ResourceView,
} from './use-resource';
export {
  actionFailureOf,
  useAction,
  type ActionCall,
  type ActionFailure,
  type ActionOptions,
  type ActionView,
} from './use-action';
export {
  browserSeeds,
  isPlainJson,
  ResourceSeedsContext,
  serverSeeds,
  type ResourceSeeds,
  type SeededOutcome,
} from './seeds';

/**
 * Failures that are not the server's answer, told as what they are (the spec's catalogue has
 * no text for them): the device is offline (the call is tried again when it is back online),
 * or the server did not answer in time. Both say that nothing the candidate picked or typed is
 * lost. Keys in the `general` namespace, beside the spec's messages (errors.ts).
 */
import type { LocalizedText } from './errors';

export const CONNECTION_NOTICES = {
  offline: {
    key: 'general:connection.offline',
    defaultText:
      'You’re offline. Everything you picked or typed is kept, and we’ll try again as soon as you’re back online.',
  },
  timeout: {
    key: 'general:connection.timeout',
    defaultText:
      'The server took too long to answer. Everything you picked or typed is kept: please try again.',
  },
} as const satisfies Record<string, LocalizedText>;

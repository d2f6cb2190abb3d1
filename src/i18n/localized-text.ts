/**
 * Texts carried as data: `LocalizedText { key, defaultText }` of src/domain, which imports
 * nothing of ours and so types its keys as plain strings. The texts the domain defines are
 * listed here, once, as a type ({@link DataText}): the type checker refuses a listed key that
 * is not a key of the English files, and the key check (scripts/production-code.test.ts) counts every listed
 * key as used, and fails on a `namespace:key` string of the code that no `t` call reaches, so a
 * new text of the domain must be added to the list.
 *
 * Type-only imports: the screens that show a LocalizedText (the Loading screen among them, in
 * the first paint's bundle budget) get {@link translateText} and none of the domain's tables.
 */
import type { CHAT_ERRORS } from '../domain/chat';
import type { DEFAULT_CHAT_GREETING } from '../domain/chat-messages';
import type { CONNECTION_NOTICES } from '../domain/connection-notices';
import type {
  ERROR_MESSAGES,
  LocalizedText,
  SUBMIT_REFUSED_MESSAGES,
  SUPERDAY_CONFIRM_FAILED,
} from '../domain/errors';
import type { SUGGESTED_TIME_ERROR_MESSAGES } from '../domain/suggested-times';
import type { AnyTFunction, NamespacedKey } from './resources';

/** Every LocalizedText of src/domain, by the constant that defines it. */
export type DataText =
  // Spec section 8, the visible error messages (general).
  | (typeof ERROR_MESSAGES)[keyof typeof ERROR_MESSAGES]
  // Times the server refused on Pick days, with what to do next (pickDays).
  | (typeof SUBMIT_REFUSED_MESSAGES)[keyof typeof SUBMIT_REFUSED_MESSAGES]
  // Offline and time-out, told as such (general).
  | (typeof CONNECTION_NOTICES)[keyof typeof CONNECTION_NOTICES]
  // The refusals of a suggested time (pickDays).
  | (typeof SUGGESTED_TIME_ERROR_MESSAGES)[keyof typeof SUGGESTED_TIME_ERROR_MESSAGES]
  // The chat panel's greeting and the reply text of a failed stream (chat).
  | typeof DEFAULT_CHAT_GREETING
  | (typeof CHAT_ERRORS)['replyFailed']
  // Spec section 8: any other superday confirm failure (superday).
  | typeof SUPERDAY_CONFIRM_FAILED;

/** Compiles only when every key of `K` is a key of the English files. */
type EnglishKeys<K extends NamespacedKey> = K;

/** The keys carried as data: each one a real key (a wrong one fails `npm run typecheck`). */
export type DataTextKey = EnglishKeys<DataText['key']>;

/**
 * A LocalizedText in the language of `t` (the caller's `useTranslation` t), its English default
 * while the namespace is not loaded.
 *
 * The one cast of a data key: a LocalizedText's key is typed `string` by the domain, and every
 * LocalizedText the domain defines is a {@link DataText}, whose keys are checked above. A text
 * made anywhere else would show its default text (i18next's `defaultValue`), and the key check
 * reports its key as reached by no `t` call.
 */
export function translateText(t: AnyTFunction, text: LocalizedText): string {
  return t(text.key as DataTextKey, { defaultValue: text.defaultText });
}

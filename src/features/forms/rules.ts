/**
 * Validation of the candidate's two forms, as data (react-hook-form `RegisterOptions`): the
 * reschedule form (reason and note, spec section 2) and the contact form (first name, last name,
 * phone, email, LinkedIn URL). Every rule's message is an i18n KEY (`namespace:key`); the screen
 * translates it with {@link fieldErrorText}, which also gives the minimum-length message its
 * count. Decision: the spec's "Please enter at least {{value}} {{label}}" (section 5) is written
 * as one whole sentence per plural form ("Please enter at least {{count, number}} characters."),
 * because a sentence joined from a number and a separately translated word cannot agree in
 * every language (pl "10 znaków", cs "2 znaky").
 *
 * `serverFieldError` maps the server's validation codes (section 5 and 8; numbers in
 * src/domain/errors.ts) to the field they mark and the message shown there; the container calls
 * `form.setError(field, { type: 'server', message: messageKey }, { shouldFocus: true })`.
 *
 * Decisions (the spec names the fields and the one message, nothing more):
 * - Texts are judged trimmed: blanks alone count as empty.
 * - Reschedule: a reason is required; the note is optional, except for the reason `other`,
 *   where it needs at least {@link NOTE_MIN_LENGTH} characters ("Please enter at least 10
 *   characters"), so the recruiter learns what "other" means.
 * - Names: at least {@link NAME_MIN_LENGTH} characters, except a name written in Chinese,
 *   Japanese or Korean script, where one character is a whole name (李, 林, 김).
 * - Phone: 7 to 15 digits (E.164 allows 15), with an optional leading +, spaces, dashes and
 *   parentheses; full-width characters from a CJK keyboard count as their ASCII forms.
 * - Email: something@domain.tld without spaces (the server has the last word: INVALID_EMAIL).
 * - LinkedIn URL: optional; when given, an http(s) address on linkedin.com or a subdomain,
 *   with a path (a profile, not the home page). The scheme may be left out
 *   (`www.linkedin.com/in/name`).
 * - Characters are counted as a reader sees them (grapheme clusters): an accented letter, a
 *   Hangul syllable or an emoji counts once.
 */
import type { FieldError, FieldValues, Path, RegisterOptions } from 'react-hook-form';
import {
  fieldForErrorCode,
  MAIN_API_ERROR_CODES,
  type MainApiErrorName,
} from '../../domain/errors';
import type { AnyTFunction, NamespacedKey } from '../../i18n/resources';
import type { ContactFormValues, RescheduleFormValues } from './model';

/** Minimum length of the reschedule note when the reason is `other`. */
export const NOTE_MIN_LENGTH = 10;
/** Minimum length of a first or last name (see the CJK exception above). */
export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** The message keys the rules and `serverFieldError` use. */
export const FORM_MESSAGES = {
  required: 'general:form.required',
  minLength: 'general:form.minLength',
  invalidEmail: 'general:form.invalidEmail',
  invalidPhone: 'general:form.invalidPhone',
  /** The server refused an email address the client rules accepted (INVALID_EMAIL). */
  emailRejected: 'general:form.emailRejected',
  /** The server refused a phone number the client rules accepted (INVALID_PHONE). */
  phoneRejected: 'general:form.phoneRejected',
  /** A field the server marked without a message of its own. */
  invalid: 'general:form.invalid',
  reasonRequired: 'booking:reschedule.errors.reasonRequired',
  noteNeeded: 'booking:reschedule.errors.noteNeeded',
  linkedInUrl: 'contact:errors.linkedInUrl',
} as const satisfies Record<string, NamespacedKey>;

export type FormMessageKey = (typeof FORM_MESSAGES)[keyof typeof FORM_MESSAGES];

const FORM_MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.values(FORM_MESSAGES));

/**
 * True when a field error's message is one of {@link FORM_MESSAGES}. react-hook-form types a
 * message as any string; every rule here and `serverFieldError` set one of these keys.
 */
export function isFormMessageKey(message: string): message is FormMessageKey {
  return FORM_MESSAGE_KEYS.has(message);
}

/** The minimum length of each field that has one: the count of the minLength message. */
export const MIN_LENGTHS: Readonly<Record<string, number>> = {
  note: NOTE_MIN_LENGTH,
  firstName: NAME_MIN_LENGTH,
  lastName: NAME_MIN_LENGTH,
};

/** Rules for every field of a flat form. */
type RulesOf<T extends FieldValues> = { readonly [K in Path<T>]: RegisterOptions<T, K> };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader counts them (grapheme clusters), blanks at either end left out. */
const length = (text: string): number => Array.from(graphemes.segment(text.trim())).length;
const filled = (text: string): boolean => text.trim() !== '';

/** Han, Hiragana, Katakana or Hangul: scripts where one character can be a whole name. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** True when `name` is long enough (see the module notes). */
export function isLongEnoughName(name: string): boolean {
  return length(name) >= NAME_MIN_LENGTH || (length(name) >= 1 && CJK.test(name));
}

/** True for a phone number of 7–15 digits with only +, spaces, dashes and parentheses. */
export function isValidPhone(phone: string): boolean {
  const value = phone.normalize('NFKC').trim();
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** True for name@domain.tld without spaces. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email.trim());
}

/** True for an http(s) URL on linkedin.com (or a subdomain) with a path. */
export function isLinkedInUrl(text: string): boolean {
  const value = text.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (host === 'linkedin.com' || host.endsWith('.linkedin.com')) &&
    url.pathname.replace(/\/+$/, '') !== ''
  );
}

export const rescheduleRules = {
  reasonCode: {
    validate: { required: (value) => value !== '' || FORM_MESSAGES.reasonRequired },
    // Changing the reason re-checks the note once the form has been submitted.
    deps: ['note'],
  },
  note: {
    validate: {
      minLength: (value, values) =>
        values.reasonCode !== 'other' ||
        length(value) >= NOTE_MIN_LENGTH ||
        FORM_MESSAGES.minLength,
    },
  },
} as const satisfies RulesOf<RescheduleFormValues>;

const nameRules = {
  validate: {
    required: (value: string) => filled(value) || FORM_MESSAGES.required,
    minLength: (value: string) =>
      !filled(value) || isLongEnoughName(value) || FORM_MESSAGES.minLength,
  },
} as const;

export const contactRules = {
  firstName: nameRules,
  lastName: nameRules,
  phone: {
    validate: {
      required: (value) => filled(value) || FORM_MESSAGES.required,
      phone: (value) => !filled(value) || isValidPhone(value) || FORM_MESSAGES.invalidPhone,
    },
  },
  email: {
    validate: {
      required: (value) => filled(value) || FORM_MESSAGES.required,
      email: (value) => !filled(value) || isValidEmail(value) || FORM_MESSAGES.invalidEmail,
    },
  },
  linkedInUrl: {
    validate: {
      linkedIn: (value) => !filled(value) || isLinkedInUrl(value) || FORM_MESSAGES.linkedInUrl,
    },
  },
} as const satisfies RulesOf<ContactFormValues>;

/** A field the server's validation codes can mark in these forms. */
export type ServerErrorField = 'note' | 'email' | 'phone';

const SERVER_FIELD_MESSAGES: Readonly<Record<ServerErrorField, FormMessageKey>> = {
  note: FORM_MESSAGES.noteNeeded,
  email: FORM_MESSAGES.emailRejected,
  phone: FORM_MESSAGES.phoneRejected,
};

function isServerErrorField(field: string): field is ServerErrorField {
  return Object.hasOwn(SERVER_FIELD_MESSAGES, field);
}

function numericCode(code: number | string): number | null {
  if (typeof code === 'number') return Number.isInteger(code) ? code : null;
  const text = code.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return Object.hasOwn(MAIN_API_ERROR_CODES, text)
    ? MAIN_API_ERROR_CODES[text as MainApiErrorName]
    : null;
}

/**
 * The field a server error code marks in the reschedule or contact form, with the message key
 * to show there: RESCHEDULE_NOTE_NEEDED → note, INVALID_EMAIL → email, INVALID_PHONE → phone.
 * Takes the numeric code, the same as a string ("40001"), or its name ("INVALID_EMAIL", as a
 * gtErrorName). Null for anything else (including codes of fields these forms do not have):
 * the screen then shows the error as a banner.
 */
export function serverFieldError(
  code: number | string | null,
): { field: ServerErrorField; messageKey: FormMessageKey } | null {
  if (code === null) return null;
  const n = numericCode(code);
  const field = n === null ? null : fieldForErrorCode(n);
  if (field === null || !isServerErrorField(field)) return null;
  return { field, messageKey: SERVER_FIELD_MESSAGES[field] };
}

/**
 * The translated message of a field's error: its key translated, with `{{value}}` the field's
 * minimum length and `{{label}}` the word "characters" in the right plural form. A message
 * that is empty (an error set without one), or is not one of FORM_MESSAGES, reads "Check this
 * entry" (FORM_MESSAGES.invalid).
 * Undefined when there is no error.
 */
export function fieldErrorText(
  t: AnyTFunction,
  field: string,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  if (error === undefined) return undefined;
  const key =
    error.message !== undefined && isFormMessageKey(error.message)
      ? error.message
      : FORM_MESSAGES.invalid;
  const value = MIN_LENGTHS[field];
  return value === undefined ? t(key) : t(key, { count: value });
}

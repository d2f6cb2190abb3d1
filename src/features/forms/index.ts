/**
 * Forms of more than one feature (DESIGN.md section 2): the field rules and messages of the
 * reschedule and contact forms (react-hook-form rules, server field errors, translated
 * messages) and the contact form screen, which the candidate flow and the scheduling link both
 * need. A separate area from `shared` on purpose: the first paint of every route imports the
 * shared area, and none of this is needed before a form shows. Features import it only through
 * this file (lint: eslint.config.js `featureZones`).
 */
export { ContactFormScreen, type ContactFormScreenProps } from './screens/ContactFormScreen';
export { EmailField, NameFields, PhoneField } from './screens/ContactFields';
export type { ContactFormValues, RescheduleFormValues } from './model';
export {
  FORM_MESSAGES,
  type FormMessageKey,
  MIN_LENGTHS,
  NAME_MIN_LENGTH,
  NOTE_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  type ServerErrorField,
  contactRules,
  fieldErrorText,
  isFormMessageKey,
  isValidEmail,
  rescheduleRules,
  serverFieldError,
} from './rules';

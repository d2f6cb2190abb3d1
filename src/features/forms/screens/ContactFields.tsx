import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui';
import type { ContactFormValues } from '../model';
import { contactRules, fieldErrorText } from '../rules';

/**
 * The contact fields every form that asks for the candidate's details shows the same way (the
 * contact form of the candidate flow, the scheduling link's details): the right `type`,
 * `autoComplete` and `inputMode` for each, its rules (`contactRules`) and its message at the
 * field (`fieldErrorText`, server field errors included).
 */
type ContactForm = Pick<UseFormReturn<ContactFormValues>, 'register' | 'formState'>;

/** Languages that write the family name first (中文, 日本語, 한국어): its field comes first. */
const FAMILY_NAME_FIRST: ReadonlySet<string> = new Set(['zh', 'ja', 'ko']);

/** First and last name, in the order the language writes them. */
export function NameFields({ form }: { form: ContactForm }) {
  const { t, i18n } = useTranslation(['contact']);
  const { errors } = form.formState;
  const names = FAMILY_NAME_FIRST.has(i18n.language)
    ? (['lastName', 'firstName'] as const)
    : (['firstName', 'lastName'] as const);
  return names.map((name) => (
    <TextField
      key={name}
      label={t(`contact:${name}`)}
      autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
      autoCapitalize="words"
      spellCheck={false}
      required
      error={fieldErrorText(t, name, errors[name])}
      {...form.register(name, contactRules[name])}
    />
  ));
}

export function EmailField({ form }: { form: ContactForm }) {
  const { t } = useTranslation(['contact']);
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      label={t('contact:email')}
      required
      error={fieldErrorText(t, 'email', form.formState.errors.email)}
      {...form.register('email', contactRules.email)}
    />
  );
}

/** Asked, not required, where the invitation goes to the email (the scheduling link). */
const OPTIONAL_PHONE = { validate: { phone: contactRules.phone.validate.phone } };

export function PhoneField({ form, optional = false }: { form: ContactForm; optional?: boolean }) {
  const { t } = useTranslation(['contact']);
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      label={t('contact:phone')}
      hint={t('contact:phoneHint')}
      {...(optional ? { optional: true } : { required: true })}
      error={fieldErrorText(t, 'phone', form.formState.errors.phone)}
      {...form.register('phone', optional ? OPTIONAL_PHONE : contactRules.phone)}
    />
  );
}

/**
 * The LinkedIn profile, optional. A field component like the others, so every field registers
 * in the order it shows (react-hook-form focuses the first invalid field in that order).
 */
export function LinkedInField({ form }: { form: ContactForm }) {
  const { t } = useTranslation(['contact']);
  return (
    <TextField
      type="url"
      inputMode="url"
      autoComplete="url"
      autoCapitalize="none"
      spellCheck={false}
      label={t('contact:linkedInUrl')}
      hint={t('contact:linkedInHint')}
      optional
      error={fieldErrorText(t, 'linkedInUrl', form.formState.errors.linkedInUrl)}
      {...form.register('linkedInUrl', contactRules.linkedInUrl)}
    />
  );
}

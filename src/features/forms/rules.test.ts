import { describe, expect, it } from 'vitest';
import { buildCandidateContact } from '../../../fixtures';
import { MAIN_API_ERROR_CODES } from '../../domain/errors';
import { createSyncI18n } from '../../i18n';
import {
  contactRules,
  fieldErrorText,
  FORM_MESSAGES,
  isLinkedInUrl,
  isLongEnoughName,
  isValidEmail,
  isValidPhone,
  rescheduleRules,
  serverFieldError,
} from './rules';
import type { ContactFormValues, RescheduleFormValues } from './model';

type Validators<V, T> = Readonly<Record<string, (value: V, values: T) => unknown>>;

/** The first message of a field's validators, as react-hook-form reports it (criteriaMode firstError). */
function firstError<V, T>(validate: Validators<V, T>, value: V, values: T): string | undefined {
  for (const check of Object.values(validate)) {
    const result = check(value, values);
    if (typeof result === 'string') return result;
  }
  return undefined;
}

const reschedule = (values: RescheduleFormValues) => ({
  reasonCode: firstError(rescheduleRules.reasonCode.validate, values.reasonCode, values),
  note: firstError(rescheduleRules.note.validate, values.note, values),
});

const contact = (overrides: Partial<ContactFormValues>) => {
  const values = { ...buildCandidateContact(), ...overrides };
  return {
    firstName: firstError(contactRules.firstName.validate, values.firstName, values),
    lastName: firstError(contactRules.lastName.validate, values.lastName, values),
    phone: firstError(contactRules.phone.validate, values.phone, values),
    email: firstError(contactRules.email.validate, values.email, values),
    linkedInUrl: firstError(contactRules.linkedInUrl.validate, values.linkedInUrl, values),
  };
};

describe('rescheduleRules', () => {
  it('needs a reason', () => {
    expect(reschedule({ reasonCode: '', note: '' }).reasonCode).toBe(
      'booking:reschedule.errors.reasonRequired',
    );
    expect(reschedule({ reasonCode: 'sick', note: '' }).reasonCode).toBeUndefined();
  });

  it('leaves the note optional for sick, personal and work emergencies', () => {
    for (const reasonCode of ['sick', 'personal_emergency', 'work_emergency'] as const) {
      expect(reschedule({ reasonCode, note: '' }).note).toBeUndefined();
      expect(reschedule({ reasonCode, note: 'abc' }).note).toBeUndefined();
    }
  });

  it('needs at least 10 characters of note for "other", blanks not counted', () => {
    expect(reschedule({ reasonCode: 'other', note: '' }).note).toBe('general:form.minLength');
    expect(reschedule({ reasonCode: 'other', note: 'abc' }).note).toBe('general:form.minLength');
    expect(reschedule({ reasonCode: 'other', note: '   123456789   ' }).note).toBe(
      'general:form.minLength',
    );
    expect(reschedule({ reasonCode: 'other', note: '1234567890' }).note).toBeUndefined();
    // Characters as a reader counts them, whatever their UTF-16 length: 11 and 9.
    expect(
      reschedule({ reasonCode: 'other', note: '引っ越しのため日程変更' }).note,
    ).toBeUndefined();
    expect(reschedule({ reasonCode: 'other', note: 'Sick 👨‍👩‍👧‍👦 kd' }).note).toBe(
      'general:form.minLength',
    );
  });

  it('re-checks the note when the reason changes', () => {
    expect(rescheduleRules.reasonCode.deps).toEqual(['note']);
  });
});

describe('contactRules', () => {
  it('accepts the fixture contact as it is', () => {
    expect(contact({})).toEqual({
      firstName: undefined,
      lastName: undefined,
      phone: undefined,
      email: undefined,
      linkedInUrl: undefined,
    });
  });

  it('needs every field but LinkedIn', () => {
    expect(
      contact({ firstName: '', lastName: '  ', phone: '', email: '', linkedInUrl: '' }),
    ).toEqual({
      firstName: FORM_MESSAGES.required,
      lastName: FORM_MESSAGES.required,
      phone: FORM_MESSAGES.required,
      email: FORM_MESSAGES.required,
      linkedInUrl: undefined,
    });
  });

  it('needs names of at least 2 characters, except in CJK scripts', () => {
    expect(contact({ firstName: 'A' }).firstName).toBe(FORM_MESSAGES.minLength);
    expect(contact({ lastName: ' K ' }).lastName).toBe(FORM_MESSAGES.minLength);
    expect(contact({ firstName: 'Al' }).firstName).toBeUndefined();
    expect(contact({ lastName: '李' }).lastName).toBeUndefined();
    expect(contact({ lastName: '김' }).lastName).toBeUndefined();
    expect(isLongEnoughName('Ó')).toBe(false);
    expect(isLongEnoughName('Zoë')).toBe(true);
  });

  it('checks the phone: 7–15 digits, +, spaces, dashes, parentheses', () => {
    for (const ok of [
      '+1 212 555 0142',
      '(030) 555-0198',
      '5550142',
      '+44 20 5550 8812',
      '０９０－１２３４－５６７８',
    ]) {
      expect(isValidPhone(ok), ok).toBe(true);
    }
    for (const bad of [
      '555 014',
      '+1 212 555 0142 99999',
      '212.555.0142',
      'call me',
      '1-800-FLOWERS',
      '12+34567890',
    ]) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
    expect(contact({ phone: '555' }).phone).toBe(FORM_MESSAGES.invalidPhone);
  });

  it('checks the email address', () => {
    for (const ok of ['chloe.dubois@example.com', 'a+b@mail.example.co.uk', ' x@y.io ']) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
    for (const bad of [
      'chloe',
      'chloe@',
      'chloe@example',
      'chlo e@example.com',
      '@example.com',
      'a@b..com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    expect(contact({ email: 'chloe@example' }).email).toBe(FORM_MESSAGES.invalidEmail);
  });

  it('takes a LinkedIn URL on linkedin.com only, with or without scheme', () => {
    for (const ok of [
      'https://www.linkedin.com/in/chloe-dubois',
      'http://linkedin.com/in/chloe',
      'www.linkedin.com/in/chloe-dubois/',
      'https://fr.linkedin.com/in/chloe',
    ]) {
      expect(isLinkedInUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'https://www.linkedin.com/',
      'https://linkedin.com.evil.example/in/x',
      'https://notlinkedin.com/in/x',
      'ftp://linkedin.com/in/x',
      'javascript://linkedin.com/in/x',
      'chloe dubois',
    ]) {
      expect(isLinkedInUrl(bad), bad).toBe(false);
    }
    expect(contact({ linkedInUrl: 'https://example.com/chloe' }).linkedInUrl).toBe(
      'contact:errors.linkedInUrl',
    );
  });
});

describe('serverFieldError', () => {
  it('maps the server validation codes of these forms to their field and message', () => {
    expect(serverFieldError(MAIN_API_ERROR_CODES.RESCHEDULE_NOTE_NEEDED)).toEqual({
      field: 'note',
      messageKey: 'booking:reschedule.errors.noteNeeded',
    });
    expect(serverFieldError(MAIN_API_ERROR_CODES.INVALID_EMAIL)).toEqual({
      field: 'email',
      messageKey: 'general:form.emailRejected',
    });
    expect(serverFieldError(MAIN_API_ERROR_CODES.INVALID_PHONE)).toEqual({
      field: 'phone',
      messageKey: 'general:form.phoneRejected',
    });
  });

  it('reads the code as a numeric string or as its name', () => {
    expect(serverFieldError(String(MAIN_API_ERROR_CODES.INVALID_PHONE))?.field).toBe('phone');
    expect(serverFieldError(' INVALID_EMAIL ')?.field).toBe('email');
    expect(serverFieldError('RESCHEDULE_NOTE_NEEDED')?.field).toBe('note');
  });

  it('is null for codes of no field of these forms, and for unknown codes', () => {
    for (const code of [
      null,
      MAIN_API_ERROR_CODES.INVALID_TIME_STRING,
      MAIN_API_ERROR_CODES.GUEST_RESCHEDULE_LIMIT_EXCEEDED,
      50079,
      'EXPIRED_INTERVIEW',
      'toString',
      '',
      40001.5,
    ]) {
      expect(serverFieldError(code), String(code)).toBeNull();
    }
  });
});

describe('fieldErrorText', () => {
  const i18n = createSyncI18n({
    lng: 'en',
    resources: {
      en: {
        general: {
          form: {
            minLength_one: 'Please enter at least {{count, number}} character.',
            minLength_other: 'Please enter at least {{count, number}} characters.',
            required: 'Please fill in this field.',
            invalid: 'Check this entry.',
          },
        },
      },
      pl: {
        general: {
          form: {
            minLength_one: 'Należy wpisać co najmniej {{count, number}} znak.',
            minLength_few: 'Należy wpisać co najmniej {{count, number}} znaki.',
            minLength_many: 'Należy wpisać co najmniej {{count, number}} znaków.',
            minLength_other: 'Należy wpisać co najmniej {{count, number}} znaku.',
          },
        },
      },
    },
  });

  it('gives the minimum-length sentence the field’s minimum as its count', () => {
    const t = i18n.getFixedT('en');
    expect(fieldErrorText(t, 'note', { message: FORM_MESSAGES.minLength })).toBe(
      'Please enter at least 10 characters.',
    );
    expect(fieldErrorText(t, 'firstName', { message: FORM_MESSAGES.minLength })).toBe(
      'Please enter at least 2 characters.',
    );
  });

  it('uses the plural form of the language for the minimum', () => {
    const t = i18n.getFixedT('pl');
    expect(fieldErrorText(t, 'note', { message: FORM_MESSAGES.minLength })).toBe(
      'Należy wpisać co najmniej 10 znaków.',
    );
    expect(fieldErrorText(t, 'lastName', { message: FORM_MESSAGES.minLength })).toBe(
      'Należy wpisać co najmniej 2 znaki.',
    );
  });

  it('translates other messages as they are, and an empty one as "Check this entry."', () => {
    const t = i18n.getFixedT('en');
    expect(fieldErrorText(t, 'email', { message: FORM_MESSAGES.required })).toBe(
      'Please fill in this field.',
    );
    expect(fieldErrorText(t, 'phone', { message: '' })).toBe('Check this entry.');
    expect(fieldErrorText(t, 'phone', undefined)).toBeUndefined();
  });
});

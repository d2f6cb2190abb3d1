import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildCandidateContact, ORGANIZATION } from '../../../fixtures/builders';
import { ERROR_MESSAGES, MAIN_API_ERROR_CODES } from '../../../src/domain/errors';
import {
  type ContactFormValues,
  ContactFormScreen,
  NAME_MIN_LENGTH,
  serverFieldError,
} from '../../../src/features/forms';
import { storyT } from '../../support/i18n';
import { blurActiveElement, literal } from '../candidate/booking-screens.fixtures';

/** What a story's form starts with, and the server codes its submit answers with. */
interface FormParameters {
  defaultValues?: ContactFormValues;
  /** Server validation codes the submit "answers" with, as the container would set them. */
  serverErrorCodes?: readonly number[];
}

const EMPTY: ContactFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  linkedInUrl: '',
};
const filled = buildCandidateContact();

const meta = {
  title: 'Forms/Screens/ContactForm',
  component: ContactFormScreen,
  args: {
    // A real useForm is made in render (below).
    form: undefined,
    onSubmit: fn(),
    submitting: false,
    error: null,
    organizationName: ORGANIZATION.name,
  },
  argTypes: { form: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: function Render(args, { parameters }) {
    const { defaultValues = EMPTY, serverErrorCodes = [] } = (parameters.formStory ??
      {}) as FormParameters;
    const form = useForm<ContactFormValues>({ defaultValues });
    return (
      <ContactFormScreen
        {...args}
        form={form}
        onSubmit={(values) => {
          args.onSubmit(values);
          // The container: the server's validation codes mark their fields; the first is focused.
          serverErrorCodes.forEach((code, index) => {
            const marked = serverFieldError(code);
            if (marked !== null && marked.field !== 'note') {
              form.setError(
                marked.field,
                { type: 'server', message: marked.messageKey },
                { shouldFocus: index === 0 },
              );
            }
          });
        }}
      />
    );
  },
} satisfies Meta<typeof ContactFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const FIELDS = {
  firstName: 'contact:firstName',
  lastName: 'contact:lastName',
  phone: 'contact:phone',
  email: 'contact:email',
  linkedInUrl: 'contact:linkedInUrl',
} as const satisfies Record<keyof ContactFormValues, string>;

function controls(context: PlayContext) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  return {
    t,
    canvas,
    /** A field by its label (an optional field's name also holds "Optional"). */
    field: (name: keyof ContactFormValues) =>
      canvas.getByRole('textbox', { name: new RegExp(`^${literal(t(FIELDS[name]))}`) }),
    submit: () =>
      canvas.getByRole('button', { name: new RegExp(literal(t('general:actions.continue'))) }),
  };
}

/** An empty form: five labelled fields with the right types, autofill and keyboards. */
export const Default: Story = {
  play: async (context) => {
    const { t, canvas, field } = controls(context);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('contact:heading') }),
    ).toBeVisible();
    const expected = {
      firstName: { autocomplete: 'given-name', type: 'text', required: true },
      lastName: { autocomplete: 'family-name', type: 'text', required: true },
      phone: { autocomplete: 'tel', type: 'tel', inputmode: 'tel', required: true },
      email: { autocomplete: 'email', type: 'email', inputmode: 'email', required: true },
      linkedInUrl: { autocomplete: 'url', type: 'url', inputmode: 'url', required: false },
    } as const;
    for (const [name, attributes] of Object.entries(expected)) {
      const input = field(name as keyof ContactFormValues);
      await expect(input).toHaveValue('');
      await expect(input).toHaveAttribute('autocomplete', attributes.autocomplete);
      await expect(input).toHaveAttribute('type', attributes.type);
      if ('inputmode' in attributes) {
        await expect(input).toHaveAttribute('inputmode', attributes.inputmode);
      }
      if (attributes.required) await expect(input).toBeRequired();
      else await expect(input).not.toBeRequired();
    }
    await expect(field('phone')).toHaveAccessibleDescription(t('contact:phoneHint'));
    await expect(field('linkedInUrl')).toHaveAccessibleDescription(t('contact:linkedInHint'));
  },
};

/** Filled in (the fixture candidate): Continue sends exactly what was entered. */
export const Filled: Story = {
  parameters: { formStory: { defaultValues: filled } satisfies FormParameters },
  play: async (context) => {
    const { args } = context;
    const { field, submit } = controls(context);
    await expect(field('email')).toHaveValue(filled.email);
    await userEvent.click(submit());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
    for (const name of Object.keys(FIELDS)) {
      await expect(field(name as keyof ContactFormValues)).not.toHaveAttribute('aria-invalid');
    }
    blurActiveElement();
  },
};

/**
 * Continue on an empty form: every required field says so, the first gets the focus; then a
 * one-letter name, a short phone, an email without domain and a non-LinkedIn URL each get their
 * own message. Nothing is sent.
 */
export const ClientErrors: Story = {
  play: async (context) => {
    const { args } = context;
    const { t, field, submit } = controls(context);
    await userEvent.click(submit());
    // The first field in the form (the family name where it comes first).
    const first = within(context.canvasElement).getAllByRole('textbox')[0];
    await waitFor(() => expect(first).toHaveFocus());
    for (const name of ['firstName', 'lastName', 'phone', 'email'] as const) {
      await expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(name)).toHaveAccessibleDescription(
        new RegExp(`^${literal(t('general:form.required'))}`),
      );
    }
    await expect(field('linkedInUrl')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(field('firstName'), 'C');
    await userEvent.type(field('lastName'), filled.lastName);
    await userEvent.type(field('phone'), '555 01');
    await userEvent.type(field('email'), 'chloe@example');
    await userEvent.type(field('linkedInUrl'), 'https://example.com/chloe');
    await userEvent.click(submit());
    await waitFor(() => expect(field('firstName')).toHaveFocus());
    await expect(field('firstName')).toHaveAccessibleDescription(
      t('general:form.minLength', { count: NAME_MIN_LENGTH }),
    );
    await expect(field('lastName')).not.toHaveAttribute('aria-invalid');
    await expect(field('phone')).toHaveAccessibleDescription(
      new RegExp(`^${literal(t('general:form.invalidPhone'))}`),
    );
    await expect(field('email')).toHaveAccessibleDescription(t('general:form.invalidEmail'));
    await expect(field('linkedInUrl')).toHaveAccessibleDescription(
      new RegExp(`^${literal(t('contact:errors.linkedInUrl'))}`),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses a phone and an email the client rules accepted (INVALID_PHONE,
 * INVALID_EMAIL): each field says so, the phone (first in the form) gets the focus.
 */
export const ServerFieldErrors: Story = {
  parameters: {
    formStory: {
      defaultValues: buildCandidateContact({
        phone: '+1 415 555 0000',
        email: 'daniel.kim@example.test',
      }),
      serverErrorCodes: [MAIN_API_ERROR_CODES.INVALID_PHONE, MAIN_API_ERROR_CODES.INVALID_EMAIL],
    } satisfies FormParameters,
  },
  play: async (context) => {
    const { args } = context;
    const { t, field, submit } = controls(context);
    await userEvent.click(submit());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field('phone')).toHaveFocus());
    await expect(field('phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('phone')).toHaveAccessibleDescription(
      new RegExp(`^${literal(t('general:form.phoneRejected'))}`),
    );
    await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('email')).toHaveAccessibleDescription(t('general:form.emailRejected'));
    await expect(field('firstName')).not.toHaveAttribute('aria-invalid');
  },
};

/** The details are on their way: Continue is busy and a second submit sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  parameters: { formStory: { defaultValues: filled } satisfies FormParameters },
  play: async (context) => {
    const { args } = context;
    const { t, submit } = controls(context);
    const button = submit();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(new RegExp(literal(t('contact:submitting'))));
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurActiveElement();
  },
};

/** Sending failed for a reason of no field: an alert above the form; the entries stay. */
export const ServerError: Story = {
  args: { error: ERROR_MESSAGES.general },
  parameters: { formStory: { defaultValues: filled } satisfies FormParameters },
  play: async (context) => {
    const { t, canvas, field } = controls(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(ERROR_MESSAGES.general.key));
    await expect(field('firstName')).toHaveValue(filled.firstName);
    await expect(field('linkedInUrl')).toHaveValue(filled.linkedInUrl);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildRescheduleReason } from '../../../fixtures/builders';
import { RESCHEDULE_REASON_CODES } from '../../../src/domain/entities';
import { MAIN_API_ERROR_CODES, visibleMessageFor } from '../../../src/domain/errors';
import { NOTE_MIN_LENGTH, serverFieldError } from '../../../src/features/forms';
import type { RescheduleFormValues } from '../../../src/features/candidate/model';
import { RescheduleScreen } from '../../../src/features/candidate/screens/RescheduleScreen';
import { translateText } from '../../../src/i18n/localized-text';
import { storyT } from '../../support/i18n';
import { blurActiveElement, bookingIntroOf, literal } from './booking-screens.fixtures';

const reschedule = bookingIntroOf('reschedule');

/** What a story's form starts with, and the server codes its submit answers with. */
interface FormParameters {
  defaultValues?: RescheduleFormValues;
  /** Server validation codes the submit "answers" with, as the container would set them. */
  serverErrorCodes?: readonly number[];
}

const EMPTY: RescheduleFormValues = { reasonCode: '', note: '' };

const meta = {
  title: 'Candidate/Screens/Reschedule',
  component: RescheduleScreen,
  args: {
    // A real useForm is made in render (below).
    form: undefined,
    onSubmit: fn(),
    onCancel: fn(),
    submitting: false,
    error: null,
    organizationName: reschedule.organization.name,
  },
  argTypes: { form: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: function Render(args, { parameters }) {
    const { defaultValues = EMPTY, serverErrorCodes = [] } = (parameters.formStory ??
      {}) as FormParameters;
    const form = useForm<RescheduleFormValues>({ defaultValues });
    return (
      <RescheduleScreen
        {...args}
        form={form}
        onSubmit={(values) => {
          args.onSubmit(values);
          // The container: a validation code of the server marks its field and focuses it.
          for (const code of serverErrorCodes) {
            const marked = serverFieldError(code);
            if (marked?.field === 'note') {
              form.setError(
                'note',
                { type: 'server', message: marked.messageKey },
                { shouldFocus: true },
              );
            }
          }
        }}
      />
    );
  },
} satisfies Meta<typeof RescheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

function controls(context: PlayContext) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  return {
    t,
    canvas,
    group: () =>
      canvas.getByRole('group', {
        name: new RegExp(literal(t('booking:reschedule.reasonLegend'))),
      }),
    reason: (code: (typeof RESCHEDULE_REASON_CODES)[number]) =>
      canvas.getByRole('radio', { name: t(`booking:reschedule.reasons.${code}`) }),
    note: () =>
      canvas.getByRole('textbox', {
        name: new RegExp(`^${literal(t('booking:reschedule.noteLabel'))}`),
      }),
    submit: () =>
      canvas.getByRole('button', { name: new RegExp(literal(t('general:actions.continue'))) }),
  };
}

/**
 * The question with its four reasons and the optional note. Continue without a reason asks for
 * one (focus goes to the reasons); with "I'm sick" and a note it sends both; Back goes back.
 */
export const Default: Story = {
  play: async (context) => {
    const { args } = context;
    const { t, canvas, group, reason, note, submit } = controls(context);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('booking:reschedule.heading') }),
    ).toBeVisible();
    for (const code of RESCHEDULE_REASON_CODES) {
      await expect(reason(code)).not.toBeChecked();
    }
    await expect(note()).not.toBeRequired();
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('booking:reschedule.questionsHeading') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('booking:reschedule.questionsText', { organization: args.organizationName }),
      ),
    ).toBeVisible();

    await userEvent.click(submit());
    await expect(group()).toHaveAccessibleDescription(
      t('booking:reschedule.errors.reasonRequired'),
    );
    await waitFor(() => expect(reason('sick')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(reason('sick'));
    await userEvent.type(note(), 'Fever since yesterday');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reasonCode: 'sick',
        note: 'Fever since yesterday',
      }),
    );
    await expect(group()).not.toHaveAccessibleDescription(
      t('booking:reschedule.errors.reasonRequired'),
    );

    await userEvent.click(canvas.getByRole('button', { name: t('general:actions.back') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    blurActiveElement();
  },
};

/**
 * "Other reason" makes the note required; 3 characters are not enough: the spec's message
 * "Please enter at least 10 characters" at the note, which gets the focus; nothing is sent.
 */
export const OtherReasonNeedsText: Story = {
  play: async (context) => {
    const { args } = context;
    const { t, reason, note, submit } = controls(context);
    await userEvent.click(reason('other'));
    await expect(note()).toBeRequired();
    await expect(note()).toHaveAccessibleDescription(
      t('booking:reschedule.noteHintOther', { count: NOTE_MIN_LENGTH }),
    );
    await userEvent.type(note(), 'Car');
    await userEvent.click(submit());

    const message = t('general:form.minLength', { count: NOTE_MIN_LENGTH });
    await waitFor(() => expect(note()).toHaveFocus());
    await expect(note()).toHaveAttribute('aria-invalid', 'true');
    await expect(note()).toHaveAccessibleDescription(new RegExp(`^${literal(message)}`));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server answers RESCHEDULE_NOTE_NEEDED: its message shows at the note, which gets the
 * focus (the container sets the error with shouldFocus).
 */
export const NoteNeededFromServer: Story = {
  parameters: {
    formStory: {
      defaultValues: { reasonCode: reschedule.interview.reasonCode ?? 'work_emergency', note: '' },
      serverErrorCodes: [MAIN_API_ERROR_CODES.RESCHEDULE_NOTE_NEEDED],
    } satisfies FormParameters,
  },
  play: async (context) => {
    const { args } = context;
    const { t, reason, note, submit } = controls(context);
    await expect(reason('work_emergency')).toBeChecked();
    await userEvent.click(submit());
    await expect(args.onSubmit).toHaveBeenCalledWith({ reasonCode: 'work_emergency', note: '' });
    await waitFor(() => expect(note()).toHaveFocus());
    await expect(note()).toHaveAttribute('aria-invalid', 'true');
    await expect(note()).toHaveAccessibleDescription(
      new RegExp(`^${literal(t('booking:reschedule.errors.noteNeeded'))}`),
    );
  },
};

/** The request is on its way: Continue is busy and a second submit sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  parameters: { formStory: { defaultValues: buildRescheduleReason() } satisfies FormParameters },
  play: async (context) => {
    const { args } = context;
    const { t, submit } = controls(context);
    const button = submit();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(
      new RegExp(literal(t('booking:reschedule.submitting'))),
    );
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurActiveElement();
  },
};

/**
 * The server refused for a reason of no field (here: the guest reschedule limit): an alert
 * above the form; what the candidate entered stays.
 */
export const ServerError: Story = {
  args: { error: visibleMessageFor(MAIN_API_ERROR_CODES.GUEST_RESCHEDULE_LIMIT_EXCEEDED) },
  parameters: { formStory: { defaultValues: buildRescheduleReason() } satisfies FormParameters },
  play: async (context) => {
    const { args } = context;
    const { t, canvas, reason, note } = controls(context);
    const notice = args.error ?? visibleMessageFor(null);
    await expect(canvas.getByRole('alert')).toHaveTextContent(translateText(t, notice));
    await expect(reason('work_emergency')).toBeChecked();
    await expect(note()).toHaveValue(buildRescheduleReason().note);
  },
};

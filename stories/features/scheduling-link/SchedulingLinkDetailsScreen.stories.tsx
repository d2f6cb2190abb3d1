import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { type ContactFormValues, serverFieldError } from '../../../src/features/forms';
import { SchedulingLinkDetailsScreen } from '../../../src/features/scheduling-link/screens/SchedulingLinkDetailsScreen';
import { literalPattern, storyT } from '../../support/i18n';
import { FIRST, INTRO, ZONE } from './scheduling-link.fixtures';

const EMPTY: ContactFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  linkedInUrl: '',
};
const FILLED: ContactFormValues = {
  firstName: 'Daniel',
  lastName: 'Kim',
  phone: '+1 312 555 0142',
  email: 'daniel.kim@example.com',
  linkedInUrl: '',
};

if (FIRST === undefined) throw new Error('the link offers a time');

const meta = {
  title: 'SchedulingLink/Screens/Details',
  component: SchedulingLinkDetailsScreen,
  args: {
    organizationName: INTRO.organization.name,
    title: INTRO.title,
    durationMin: INTRO.durationMin,
    // A real useForm is made in render (below).
    form: undefined as never,
    time: FIRST,
    timeZone: ZONE,
    sending: false,
    error: null,
    onSchedule: fn(),
    onChangeTime: fn(),
  },
  argTypes: { form: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: function Render(args, { parameters }) {
    const story = (parameters.detailsStory ?? {}) as {
      values?: ContactFormValues;
      refuse?: number;
    };
    const form = useForm<ContactFormValues>({ defaultValues: story.values ?? EMPTY });
    return (
      <SchedulingLinkDetailsScreen
        {...args}
        form={form}
        onSchedule={(values) => {
          args.onSchedule(values);
          // The container: a code the server refused marks its field.
          const marked = story.refuse === undefined ? null : serverFieldError(story.refuse);
          if (marked !== null && marked.field !== 'note') {
            form.setError(marked.field, { type: 'server', message: marked.messageKey });
          }
        }}
      />
    );
  },
} satisfies Meta<typeof SchedulingLinkDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  return {
    canvas,
    t,
    field: (key: 'contact:firstName' | 'contact:lastName' | 'contact:email' | 'contact:phone') =>
      canvas.getByRole('textbox', { name: literalPattern(t(key)) }),
    schedule: () => canvas.getByRole('button', { name: t('schedulingLink:details.schedule') }),
  };
}

/**
 * The chosen time in view with Change time, then the name and e-mail (required) and the phone
 * (optional); no LinkedIn. Schedule with nothing typed marks the required fields only.
 */
export const Details: Story = {
  play: async (context) => {
    const { canvas, t, field, schedule } = setup(context);
    await expect(canvas.getByText(t('schedulingLink:details.chosen'))).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(field('contact:email')).toBeRequired();
    await expect(field('contact:phone')).not.toBeRequired();
    await userEvent.click(schedule());
    await waitFor(() => expect(field('contact:email')).toHaveAttribute('aria-invalid', 'true'));
    await expect(field('contact:phone')).not.toHaveAttribute('aria-invalid');
    await expect(context.args.onSchedule).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: t('schedulingLink:details.changeTime') }),
    );
    await expect(context.args.onChangeTime).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A laptop: the chosen time beside the form. */
export const DetailsOnLaptop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { detailsStory: { values: FILLED } },
  play: async (context) => {
    const { field, schedule } = setup(context);
    await expect(schedule().getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
    await expect(field('contact:email')).toHaveValue(FILLED.email);
  },
};

/** The server refused the e-mail (INVALID_EMAIL): said at the field, what was typed kept. */
export const EmailRefused: Story = {
  parameters: { detailsStory: { values: FILLED, refuse: 40001 } },
  play: async (context) => {
    const { field, schedule, t } = setup(context);
    await userEvent.click(schedule());
    await waitFor(() =>
      expect(field('contact:email')).toHaveAccessibleDescription(
        literalPattern(t('general:form.emailRejected')),
      ),
    );
    await expect(field('contact:email')).toHaveValue(FILLED.email);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused the phone (INVALID_PHONE): said at the field. */
export const PhoneRefused: Story = {
  parameters: { detailsStory: { values: FILLED, refuse: 40002 } },
  play: async (context) => {
    const { field, schedule } = setup(context);
    await userEvent.click(schedule());
    await waitFor(() => expect(field('contact:phone')).toHaveAttribute('aria-invalid', 'true'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Being sent: Schedule is busy (a second press sends nothing). */
export const Sending: Story = {
  args: { sending: true },
  parameters: { detailsStory: { values: FILLED } },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const button = canvas.getByRole('button', {
      name: literalPattern(t('schedulingLink:details.schedule')),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sending failed: why, with the code, beside Schedule; the details kept. */
export const SendFailed: Story = {
  args: { error: { kind: 'failed', code: '49999', notice: ERROR_MESSAGES.general } },
  parameters: { detailsStory: { values: FILLED } },
  play: async (context) => {
    const { canvas, t, field } = setup(context);
    await expect(
      canvas.getByText(literalPattern(t('schedulingLink:details.failed', { code: '49999' }))),
    ).toBeVisible();
    await expect(field('contact:firstName')).toHaveValue('Daniel');
  },
};

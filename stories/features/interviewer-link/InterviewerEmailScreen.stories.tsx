import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InterviewerEmailScreen } from '../../../src/features/interviewer-link/screens/InterviewerEmailScreen';
import { literalPattern, storyT } from '../../support/i18n';
import { INTRO } from './interviewer-link.fixtures';

const meta = {
  title: 'InterviewerLink/Screens/E-mail',
  component: InterviewerEmailScreen,
  args: {
    organizationName: INTRO.organization.name,
    interviewerName: INTRO.interviewer.name,
    email: '',
    error: null,
    onSubmit: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InterviewerEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  return { canvas: within(context.canvasElement), t: storyT(context) };
}

/** Whose link it is, and the e-mail asked for; Continue hands over what was typed. */
export const EmailStep: Story = {
  play: async (context) => {
    const { canvas, t } = setup(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('interviewerLink:email.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(literalPattern(INTRO.interviewer.name))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: literalPattern(t('interviewerLink:email.label')) }),
      INTRO.interviewer.email,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('interviewerLink:email.continue') }),
    );
    await expect(context.args.onSubmit).toHaveBeenCalledWith(INTRO.interviewer.email);
  },
};

/** Not an e-mail address: said at the field; the text kept. */
export const EmailInvalid: Story = {
  args: { email: 'kwame@', error: 'invalid' },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const field = canvas.getByRole('textbox', {
      name: literalPattern(t('interviewerLink:email.label')),
    });
    await expect(field).toHaveValue('kwame@');
    await expect(field).toHaveAccessibleDescription(
      literalPattern(t('interviewerLink:email.invalid')),
    );
  },
};

/** Not this link's address (the server does not know it here): said at the field. */
export const EmailNotFound: Story = {
  args: { email: 'someone@example.com', error: 'notFound' },
  play: async (context) => {
    const { canvas, t } = setup(context);
    const field = canvas.getByRole('textbox', {
      name: literalPattern(t('interviewerLink:email.label')),
    });
    await expect(field).toHaveAccessibleDescription(
      literalPattern(t('interviewerLink:email.notFound')),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

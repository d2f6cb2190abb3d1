import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PortalFeedbackDialog } from '../../../src/features/portal/screens/PortalFeedbackDialog';
import type { FeedbackView } from '../../../src/features/portal/model';
import { literalPattern, storyT } from '../../support/i18n';
import { portalData } from './portal.fixtures';

const feedback: FeedbackView = {
  interviewId: 'int_1',
  open: true,
  rating: null,
  comment: '',
  status: 'choose',
  missingRating: false,
};

const meta = {
  title: 'Portal/Parts/Feedback',
  component: PortalFeedbackDialog,
  args: {
    feedback,
    stageName: 'Hiring Manager Interview',
    jobName: 'Senior Robotics Software Engineer',
    date: 'Friday, February 27, 2026',
    organizationName: portalData().organization.name,
    onRate: fn(),
    onComment: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalFeedbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The dialog, once it has opened (it opens as a modal after it mounts). */
function dialogOf(context: Context, name: string) {
  return within(context.canvasElement.ownerDocument.body).findByRole('dialog', { name });
}

/** The question, the five ratings, the comment, the anonymity note. */
export const Choose: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await dialogOf(context, t('portal:feedback.title'));
    const group = within(dialog).getByRole('group', {
      name: literalPattern(
        t('portal:feedback.question', {
          stage: context.args.stageName,
          job: context.args.jobName,
          date: context.args.date,
        }),
      ),
    });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(
      within(group).getByRole('radio', { name: t('portal:feedback.ratings.5') }),
    );
    await expect(context.args.onRate).toHaveBeenCalledWith(5);
    await expect(within(dialog).getByText(t('portal:feedback.anonymous'))).toBeVisible();
  },
};

/** Send without a rating: said on the ratings. */
export const MissingRating: Story = {
  args: { feedback: { ...feedback, missingRating: true } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await dialogOf(context, t('portal:feedback.title'));
    await expect(within(dialog).getByText(t('portal:feedback.chooseRating'))).toBeVisible();
  },
};

/** Being sent: the button busy, announced. */
export const Submitting: Story = {
  args: { feedback: { ...feedback, rating: 4, comment: 'Friendly.', status: 'submitting' } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await dialogOf(context, t('portal:feedback.title'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      t('portal:feedback.sending'),
    );
  },
};

/** Sent: the thank-you. */
export const Thanks: Story = {
  args: { feedback: { ...feedback, rating: 4, status: 'thanks' } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await dialogOf(context, t('portal:feedback.thanksTitle'));
    await userEvent.click(
      within(dialog)
        .getAllByRole('button', { name: t('portal:feedback.close') })
        .at(-1) as HTMLElement,
    );
    await expect(context.args.onClose).toHaveBeenCalled();
  },
};

/** The send failed: the rating and comment are kept, and it says so. */
export const Failed: Story = {
  args: {
    feedback: { ...feedback, rating: 2, comment: 'The call started late.', status: 'failed' },
  },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await dialogOf(context, t('portal:feedback.title'));
    await expect(within(dialog).getByText(t('portal:feedback.failed'))).toBeVisible();
    await expect(
      within(dialog).getByRole('radio', { name: t('portal:feedback.ratings.2') }),
    ).toBeChecked();
    await expect(within(dialog).getByRole('textbox')).toHaveValue('The call started late.');
  },
};

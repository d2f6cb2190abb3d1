import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import { LinkProblemScreen } from '../../../src/features/shared/screens/LinkProblemScreen';
import { storyT } from '../../support/i18n';
import { introOf } from '../candidate/intro-screens.fixtures';

const meta = {
  title: 'Shared/Screens/LinkProblem',
  component: LinkProblemScreen,
  args: {
    kind: 'expired',
    // The intro loaded (so the organisation is known) before the search said the window expired.
    organizationName: introOf('expired-window').organization.name,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LinkProblemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation has expired: heading, the spec's message, the organisation in the header. */
export const Expired: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const title = canvas.getByRole('heading', {
      level: 1,
      name: t('intro:linkProblem.expiredTitle'),
    });
    await expect(title).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(t(ERROR_MESSAGES.expired.key))).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent(context.args.organizationName ?? '');
    // Nothing to do here: no action.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The link is invalid (no interview found, so no organisation): no header. */
export const Invalid: Story = {
  args: { kind: 'invalid', organizationName: null },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('intro:linkProblem.invalidTitle') }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByText(t(ERROR_MESSAGES.invalidLink.key))).toBeVisible();
    await expect(canvas.queryByText(t(ERROR_MESSAGES.expired.key))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

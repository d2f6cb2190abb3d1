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
    // An expired link may still name the organisation.
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

/**
 * Checks one kind: its heading (focusable, the only h1), its message, and that it shows no
 * other kind's heading and no action.
 */
/** An i18n key, as typed as `t` takes it. */
type Key = Extract<Parameters<ReturnType<typeof storyT>>[0], string>;

function playKind(title: Key, message: Key): Story['play'] {
  return async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t(title) })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(t(message))).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: t('intro:linkProblem.invalidTitle') }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  };
}

/** The interview was canceled (CANCELED_INTERVIEW, status canceled): not "expired". */
export const Canceled: Story = {
  args: { kind: 'canceled', organizationName: introOf('pending').organization.name },
  play: playKind('intro:linkProblem.canceledTitle', ERROR_MESSAGES.canceled.key),
};

/**
 * Every day the invitation asked about has passed (REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED):
 * the intro loaded, so the organisation is known; no "Try again", it could never work.
 */
export const WindowExpired: Story = {
  args: { kind: 'windowExpired' },
  play: playKind('intro:linkProblem.windowExpiredTitle', ERROR_MESSAGES.windowExpired.key),
};

/** HTTP 401 on search (spec 8, search marked unauthorized): open the latest link. */
export const Unauthorized: Story = {
  args: { kind: 'unauthorized', organizationName: introOf('unauthorized').organization.name },
  play: playKind('intro:linkProblem.unauthorizedTitle', ERROR_MESSAGES.unauthorized.key),
};

/** A page of the site whose screen is not built yet (a pending route): not the link's fault. */
export const NotYetAvailable: Story = {
  args: { kind: 'notYetAvailable', organizationName: null },
  play: playKind(
    'intro:linkProblem.notYetAvailableTitle',
    'intro:linkProblem.notYetAvailableMessage',
  ),
};

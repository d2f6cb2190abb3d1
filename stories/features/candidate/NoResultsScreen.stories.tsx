import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES } from '../../../src/domain/errors';
import {
  NoResultsScreen,
  type NoResultsScreenProps,
} from '../../../src/features/candidate/screens/NoResultsScreen';
import { storyT } from '../../support/i18n';
import { backgroundOf, introOf } from './intro-screens.fixtures';

const meta = {
  title: 'Candidate/Screens/NoResults',
  component: NoResultsScreen,
  args: {
    organizationName: introOf('no-results').organization.name,
    backgroundUrl: backgroundOf('no-results'),
    // Typed as the prop (a callback or null), so a story can take it away.
    onSuggestTimes: fn() as NoResultsScreenProps['onSuggestTimes'],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectMessage(context: Parameters<NonNullable<Story['play']>>[0]) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: t('intro:noResults.title') }),
  ).toHaveAttribute('tabindex', '-1');
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByText(t(ERROR_MESSAGES.noResults.key))).toBeVisible();
  const image = context.canvasElement.querySelector('img');
  await waitFor(() => expect(image?.complete).toBe(true));
}

/** The search found nothing: the spec's message and "Suggest times that work for you". */
export const Default: Story = {
  play: async (context) => {
    await expectMessage(context);
    const t = storyT(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', {
        name: t('intro:noResults.suggestTimes'),
      }),
    );
    await expect(context.args.onSuggestTimes).toHaveBeenCalledTimes(1);
    await expect(context.args.onSuggestTimes).toHaveBeenCalledWith();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Suggesting times is not offered: the message only. */
export const WithoutSuggest: Story = {
  args: { onSuggestTimes: null },
  play: async (context) => {
    await expectMessage(context);
    await expect(within(context.canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

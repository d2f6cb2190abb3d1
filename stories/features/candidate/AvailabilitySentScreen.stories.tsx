import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvailabilitySentScreen } from '../../../src/features/candidate/screens/AvailabilitySentScreen';
import { zoneLabel } from '../../../src/i18n/zone-label';
import { formatDate, formatDateTimeRange, formatTimeRange } from '../../../src/i18n/format';
import { isoAt } from '../../../fixtures/time';
import { localeOf, storyT } from '../../support/i18n';
import { backgroundOf, browserZoneOf, introOf, rangesOn } from './intro-screens.fixtures';

const pending = introOf('pending');
const zone = browserZoneOf('pending');

const meta = {
  title: 'Candidate/Screens/AvailabilitySent',
  component: AvailabilitySentScreen,
  args: {
    organizationName: pending.organization.name,
    guestFirstName: pending.guest.firstName,
    // Given out of order: the screen sorts them.
    sentRanges: [
      ...rangesOn('2026-03-06', zone, ['10:00', '12:00']),
      ...rangesOn('2026-03-05', zone, ['09:00', '11:00'], ['14:00', '16:30']),
    ],
    timeZone: zone,
    backgroundUrl: backgroundOf('pending'),
    onUpdateAvailability: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AvailabilitySentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The spec's thank-you as the h1, what happens next, and "Update availability". */
async function expectThanksAndUpdate(context: PlayContext) {
  const { canvasElement, args } = context;
  const t = storyT(context);
  const canvas = within(canvasElement);
  const title = canvas.getByRole('heading', {
    level: 1,
    name: t('intro:availabilitySent.title'),
  });
  await expect(title).toHaveAttribute('tabindex', '-1');
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(
    canvas.getByText(
      t('intro:availabilitySent.whatHappensNext', {
        firstName: args.guestFirstName,
        organizationName: args.organizationName,
      }),
    ),
  ).toBeVisible();

  await userEvent.click(
    canvas.getByRole('button', { name: t('intro:availabilitySent.updateAvailability') }),
  );
  await expect(args.onUpdateAvailability).toHaveBeenCalledTimes(1);
  await expect(args.onUpdateAvailability).toHaveBeenCalledWith();
  (document.activeElement as HTMLElement | null)?.blur();
}

/** The sent ranges under their dates, in time order, in the zone the heading names. */
async function expectSentTimes(context: PlayContext, expectedDates: readonly string[]) {
  // expectedDates: 'YYYY-MM-DD' in the shown zone.
  const { canvasElement, args } = context;
  const t = storyT(context);
  const lng = localeOf(context.globals);
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 2, name: t('intro:availabilitySent.sentTimes') }),
  ).toBeVisible();
  await expect(
    canvas.getByText(
      t('intro:availabilitySent.timesShownIn', { timeZone: zoneLabel(t, args.timeZone, lng) }),
    ),
  ).toBeVisible();
  // The outer list holds one item per date, in time order, each starting with its date.
  const days = [...(canvas.getAllByRole('list')[0]?.children ?? [])];
  const dateLabels = expectedDates.map((date) =>
    formatDate(isoAt(date, '12:00', args.timeZone), lng, args.timeZone),
  );
  await expect(days).toHaveLength(dateLabels.length);
  for (const [index, label] of dateLabels.entries()) {
    await expect(days[index]?.firstElementChild).toHaveTextContent(label);
  }
  for (const range of args.sentRanges) {
    const sameDay =
      formatDate(range.startTime, lng, args.timeZone) ===
      formatDate(new Date(Date.parse(range.endTime) - 1), lng, args.timeZone);
    const label = sameDay
      ? formatTimeRange(range.startTime, range.endTime, lng, args.timeZone)
      : formatDateTimeRange(range.startTime, range.endTime, lng, args.timeZone);
    await expect(canvas.getByText(label)).toBeVisible();
  }
}

async function backgroundLoaded(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector('img');
  await waitFor(() => expect(image?.complete).toBe(true));
}

/** Just sent: three ranges over two days, grouped by date. */
export const Default: Story = {
  play: async (context) => {
    await expectSentTimes(context, ['2026-03-05', '2026-03-06']);
    await expectThanksAndUpdate(context);
    await backgroundLoaded(context.canvasElement);
  },
};

/** After a reload the server does not say what was sent: no list, the rest stays. */
export const AfterReload: Story = {
  args: { sentRanges: [] },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.queryByRole('heading', { level: 2, name: t('intro:availabilitySent.sentTimes') }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expectThanksAndUpdate(context);
    await backgroundLoaded(context.canvasElement);
  },
};

/**
 * Many ranges over five days, across the US switch to summer time (2026-03-08), one of them
 * past midnight (shown with both dates).
 */
export const ManyRanges: Story = {
  args: {
    sentRanges: [
      ...rangesOn('2026-03-05', zone, ['08:00', '09:30'], ['11:00', '12:00'], ['15:00', '17:00']),
      ...rangesOn('2026-03-06', zone, ['09:00', '10:00'], ['13:00', '14:30']),
      ...rangesOn('2026-03-08', zone, ['10:00', '12:00'], ['22:30', '01:00']),
      ...rangesOn('2026-03-09', zone, ['07:30', '08:30'], ['12:00', '13:00'], ['16:00', '18:00']),
      ...rangesOn('2026-03-11', zone, ['09:00', '17:00']),
    ],
  },
  play: async (context) => {
    await expectSentTimes(context, [
      '2026-03-05',
      '2026-03-06',
      '2026-03-08',
      '2026-03-09',
      '2026-03-11',
    ]);
    // Wrapped ranges stay inside the phone width.
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await backgroundLoaded(context.canvasElement);
  },
};

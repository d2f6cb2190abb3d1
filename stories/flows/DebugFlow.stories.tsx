/**
 * Staff debug mode in the candidate journey: the real flow container against the fixtures' MSW
 * handlers and a mock socket, with the link asking for `?debug=true`. The handlers answer the
 * search's debug data to staff only (flowFixture `staff`), so the panel shows for staff and
 * never for a candidate who adds the parameter.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flowFixture } from '../support/flow';
import { storyT } from '../support/i18n';

/** The visible count (a paragraph), not its copy in the live region. */
const VISIBLE_COUNT = { selector: 'p' };

const meta = {
  title: 'Debug/Flows/Staff debug mode',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10_000 };

/** Opens the link and gets to Pick days. */
async function toPickDays(context: {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}) {
  const canvas = within(context.canvasElement);
  const t = storyT(context);
  const start = await canvas.findByRole('button', { name: t('intro:getStarted') }, WAIT);
  await userEvent.click(start);
  const again = start.isConnected
    ? null
    : canvas.queryByRole('button', { name: t('intro:getStarted') });
  if (again) await userEvent.click(again);
  await canvas.findByRole('heading', { level: 1, name: t('pickDays:title') }, WAIT);
  return { canvas, t };
}

const staff = flowFixture('pending', { staff: true, debug: true, socketSpeed: 1 });

/**
 * Staff open the link with `?debug=true`: beside Pick days, every option as the socket streams
 * it (the count grows to the 40 the script sends), offered or not.
 */
export const StaffWhileResultsStream: Story = {
  ...staff.story,
  play: async (context) => {
    const { canvas, t } = await toPickDays(context);
    const panel = await canvas.findByRole('region', { name: t('debug:title') }, WAIT);
    await within(panel).findByText(t('debug:count', { count: 40, shown: 40 }), VISIBLE_COUNT, WAIT);
    // Batches are not announced: the live region speaks only after staff change a filter.
    await expect(within(panel).getByRole('status').textContent).toBe('');
    await expect(within(panel).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    // Pick days beside it as the search left it (the screenshot must not catch a batch).
    await waitFor(
      () => expect(canvas.queryByText(t('pickDays:search.searching'))).toBeNull(),
      WAIT,
    );
  },
};

const filtering = flowFixture('pending', { staff: true, debug: true });

/**
 * Staff filter by an interviewer's name, then the candidate ticks a time: with "only options
 * that overlap the selected times" (on by default) the list narrows to what overlaps it.
 */
export const StaffFilters: Story = {
  ...filtering.story,
  play: async (context) => {
    const { canvas, t } = await toPickDays(context);
    const panel = await canvas.findByRole('region', { name: t('debug:title') }, WAIT);
    const inPanel = within(panel);
    const all = t('debug:count', { count: 40, shown: 40 });
    await inPanel.findByText(all, VISIBLE_COUNT, WAIT);
    // A time ticked on Pick days: only the options that overlap it are listed.
    const box = within(canvas.getByRole('tabpanel')).getAllByRole('checkbox')[0];
    if (box === undefined) throw new Error('no option on the first day');
    await userEvent.click(box);
    await waitFor(() => expect(inPanel.queryByText(all, VISIBLE_COUNT)).toBeNull());
    await userEvent.click(inPanel.getByRole('checkbox', { name: t('debug:filter.onlySelected') }));
    await inPanel.findByText(all, VISIBLE_COUNT);
    // A filter changed by staff: its count is said once.
    await waitFor(() => expect(inPanel.getByRole('status')).toHaveTextContent(all));
    // An attendee's name, in lower case and without its accents.
    await userEvent.type(
      inPanel.getByRole('searchbox', { name: t('debug:filter.attendee') }),
      'garcia',
    );
    await waitFor(() => expect(inPanel.queryByText(all, VISIBLE_COUNT)).toBeNull());
    // The list follows the typing a deferred render behind ("g", "ga", … "garcia"): every card
    // holds the name, and marks it whole, once the whole term is applied.
    await waitFor(async () => {
      for (const heading of inPanel.getAllByRole('heading', { level: 3 })) {
        await expect(heading.closest('li')).toHaveTextContent('García');
        // The name as written, its matched part marked.
        await expect(
          within(heading.closest('li') ?? panel).getAllByText('García', { selector: 'mark' })
            .length,
        ).toBeGreaterThan(0);
      }
    }, WAIT);
  },
};

const candidate = flowFixture('pending', { staff: false, debug: true });

/** A candidate who adds `?debug=true` sees the normal page: no panel, no attendee names. */
export const CandidateAddsDebug: Story = {
  ...candidate.story,
  play: async (context) => {
    const { canvas, t } = await toPickDays(context);
    await within(canvas.getByRole('tabpanel')).findAllByRole('checkbox', {}, WAIT);
    await expect(canvas.queryByRole('region', { name: t('debug:title') })).toBeNull();
    await expect(canvas.queryByText(/García/)).toBeNull();
  },
};

const staffWithoutDebug = flowFixture('pending', { staff: true });

/** Debug mode off: staff signed in, the link without `?debug=true`: the candidate's page only. */
export const DebugOff: Story = {
  ...staffWithoutDebug.story,
  play: async (context) => {
    const { canvas, t } = await toPickDays(context);
    await within(canvas.getByRole('tabpanel')).findAllByRole('checkbox', {}, WAIT);
    await expect(canvas.queryByRole('region', { name: t('debug:title') })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXED_NOW_MS } from '../../../fixtures/clock';
import { TimeZoneField, defaultZones, noonOfDay } from '../../../src/features/day-picking';
import { formatTime } from '../../../src/i18n/format';
import { zoneLabel, zoneOffset } from '../../../src/i18n/zone-label';
import { localeOf, storyT } from '../../support/i18n';

const ZONE = 'America/New_York';
/** The day on screen: Wednesday 4 March 2026 (New York on GMT-5). */
const DAY = noonOfDay('2026-03-04', ZONE);

/**
 * The time-zone picker of Pick days and the interviewer link, over every zone the browser
 * lists, its clock at the fixtures' "now" (Monday 2 March 2026, 09:00 UTC).
 */
const meta = {
  title: 'DayPicking/TimeZoneField',
  component: TimeZoneField,
  args: {
    timeZone: ZONE,
    timeZoneOptions: defaultZones(),
    suggestedTimeZones: [ZONE],
    onsiteTimeZone: null,
    offsetAt: DAY,
    onTimeZoneChange: fn(),
    now: () => FIXED_NOW_MS,
  },
  argTypes: { timeZoneOptions: { control: false }, now: { control: false } },
  // Room for the list, which floats over what follows.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeZoneField>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

function setup(context: Context) {
  const t = storyT(context);
  const lng = localeOf(context.globals);
  const canvas = within(context.canvasElement);
  const picker = canvas.getByRole('combobox', { name: t('general:timeZone.label') });
  /** The zone's option text: its one label with the day's offset, then its time now. */
  const optionText = (zone: string) =>
    `${t('pickDays:timeZone.option', {
      city: zoneLabel(t, zone, lng),
      offset: zoneOffset(zone, lng, DAY),
    })} ${t('general:timeZone.now', { time: formatTime(FIXED_NOW_MS, lng, zone) })}`;
  return { t, lng, canvas, picker, optionText };
}

/** Closed: the field reads the zone's one label with its offset ("New York, US (GMT-5)"). */
export const Closed: Story = {
  play: async (context) => {
    const { t, lng, picker } = setup(context);
    await expect(picker).toHaveValue(
      t('pickDays:timeZone.option', {
        city: zoneLabel(t, ZONE, lng),
        offset: zoneOffset(ZONE, lng, DAY),
      }),
    );
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Opened: the suggested zone first (the current one, chosen), then every zone west to east
 * (Samoa's GMT-11 first), each with its time now.
 */
export const Open: Story = {
  play: async (context) => {
    const { canvas, picker, optionText, t, lng } = setup(context);
    await userEvent.click(picker);
    const list = canvas.getByRole('listbox');
    const suggested = within(list).getByRole('group', { name: t('pickDays:timeZone.suggested') });
    const [current] = within(suggested).getAllByRole('option');
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await expect(current).toHaveTextContent(optionText(ZONE));
    const all = within(list).getByRole('group', { name: t('pickDays:timeZone.all') });
    const others = within(all).getAllByRole('option');
    await expect(others.length).toBeGreaterThan(300);
    // West to east: the first at GMT-11 (Samoa, Midway), the last at GMT+14 (Kiritimati).
    await expect(others[0]).toHaveTextContent(zoneOffset('Pacific/Midway', lng, DAY));
    await expect(others.at(-1)).toHaveTextContent(optionText('Pacific/Kiritimati'));
  },
};

/**
 * "Kolkata" typed: the browser knows the zone only as Asia/Calcutta, yet the India zone is
 * listed first, as "Kolkata, India (GMT+5:30)" with its time now (2:30 PM when it is 09:00
 * UTC), and Enter picks it. The old name finds it too.
 */
export const SearchKolkata: Story = {
  play: async (context) => {
    const { canvas, picker, optionText, t, lng } = setup(context);
    await userEvent.click(picker);
    await userEvent.keyboard('Kolkata');
    const list = canvas.getByRole('listbox');
    const first = within(list).getAllByRole('option')[0];
    await expect(first).toHaveTextContent(optionText('Asia/Calcutta'));
    // 09:00 UTC is 14:30 on Kolkata's clock.
    const kolkataNow = formatTime(Date.UTC(2026, 2, 2, 14, 30), lng, 'UTC');
    await expect(first).toHaveTextContent(t('general:timeZone.now', { time: kolkataNow }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(context.args.onTimeZoneChange).toHaveBeenCalledWith('Asia/Calcutta');
    await userEvent.clear(picker);
    await userEvent.type(picker, 'calcutta');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(
      optionText('Asia/Calcutta'),
    );
    // At rest for the picture: the list open on "Kolkata".
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Kolkata');
  },
};

/**
 * Ranked by relevance, then west to east: "par" lists Paris first (its city starts so), then
 * Paramaribo, then Paraguay's zone (by its country); a former name ("kiev"), a country in
 * English ("germany") and an abbreviation ("ist", "jst") each find their zone first. Every
 * option shows its time now.
 */
export const SearchRanked: Story = {
  play: async (context) => {
    const { canvas, picker, optionText } = setup(context);
    const firstFor = async (query: string) => {
      await userEvent.clear(picker);
      await userEvent.type(picker, query);
      return within(canvas.getByRole('listbox')).getAllByRole('option');
    };
    const par = await firstFor('par');
    await expect(par[0]).toHaveTextContent(optionText('Europe/Paris'));
    await expect(par[1]).toHaveTextContent(optionText('America/Paramaribo'));
    await expect(par.map((option) => option.textContent)).toContain(optionText('America/Asuncion'));
    await expect((await firstFor('kiev'))[0]).toHaveTextContent(optionText('Europe/Kiev'));
    await expect((await firstFor('germany'))[0]).toHaveTextContent(optionText('Europe/Berlin'));
    await expect((await firstFor('ist'))[0]).toHaveTextContent(optionText('Asia/Calcutta'));
    await expect((await firstFor('jst'))[0]).toHaveTextContent(optionText('Asia/Tokyo'));
    await expect(context.args.onTimeZoneChange).not.toHaveBeenCalled();
    // At rest for the picture: the list open on "par".
    await firstFor('par');
  },
};

/** On site: no picker, a note naming the office's zone by the same one label. */
export const Onsite: Story = {
  args: { onsiteTimeZone: 'America/Los_Angeles', timeZone: 'America/Los_Angeles' },
  play: async (context) => {
    const t = storyT(context);
    const lng = localeOf(context.globals);
    const canvas = within(context.canvasElement);
    const zone = t('pickDays:timeZone.option', {
      city: zoneLabel(t, 'America/Los_Angeles', lng),
      offset: zoneOffset('America/Los_Angeles', lng, DAY),
    });
    await expect(canvas.getByText(t('pickDays:timeZone.onsite', { zone }))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

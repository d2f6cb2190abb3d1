// @vitest-environment happy-dom
/**
 * The superday journey through its container, with the API answered at the HTTP edge by the
 * fixtures' handlers: load, confirm, a failure and Try again (on the load and on the confirm),
 * three quick taps on Confirm sending one POST, offline then online, a taken block.
 */
import { http as mock, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getScenario, memoryStores, type ScenarioId } from '../../../../fixtures';
import { endpoints } from '../../../api/contract';
import { superdayConfirmedKey } from '../../../domain/superday';
import {
  API,
  button,
  cleanupContainers,
  setOnline,
  httpEdge,
  renderContainer,
  settle,
  tripleClick,
  waitUntil,
  type HttpEdge,
} from '../../../testing/container-harness';
import { SuperdayFlow } from './SuperdayFlow';

const en = {
  chooseTitle: 'Pick your superday times',
  sentTitle: 'Your availability is sent',
  loadFailedTitle: 'Your superday didn’t load',
  confirmFailedTitle: 'Your availability wasn’t sent',
  confirm: 'Send availability',
  tryAgain: 'Try again',
};

const interviewId = getScenario('superday').superday?.interviewId ?? '';
const availabilityUrl = `${API}${endpoints.superdayRequestAvailability(interviewId)}`;
const confirmUrl = `${API}${endpoints.superdayConfirmAvailability(interviewId)}`;

afterEach(() => {
  cleanupContainers();
  setOnline(true);
});

/** A click, as a user's: in act, so React renders what it caused. */
function click(element: HTMLElement | undefined) {
  if (element === undefined) throw new Error('nothing to click');
  act(() => {
    element.click();
  });
}

function open(
  edge: HttpEdge = httpEdge(['superday']),
  id: ScenarioId = 'superday',
  link: { interviewId?: string; hash?: string | null } = {},
) {
  const store = memoryStores().local;
  const served = getScenario(id);
  const { container } = renderContainer(
    <SuperdayFlow
      interviewId={link.interviewId ?? served.superday?.interviewId ?? ''}
      hash={link.hash === undefined ? served.hash : link.hash}
      http={edge.http}
      browserTimeZone="America/New_York"
      store={store}
    />,
  );
  const heading = () => container.querySelector('h1')?.textContent ?? '';
  const toChoose = () =>
    waitUntil(() => {
      expect(heading()).toBe(en.chooseTitle);
    });
  const toSent = () =>
    waitUntil(() => {
      expect(heading()).toBe(en.sentTitle);
    });
  const boxes = () => [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const tick = (n: number) => {
    click(boxes()[n]);
  };
  const confirm = () => {
    click(button(container, en.confirm));
  };
  return { edge, store, container, heading, toChoose, toSent, boxes, tick, confirm };
}

/** Text with Intl's thin and no-break spaces as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const confirms = (edge: HttpEdge) => edge.writesTo('/confirm-availability');
const gets = (edge: HttpEdge, part: string) =>
  edge.sent.filter((r) => r.method === 'GET' && r.path.includes(part));

describe('SuperdayFlow', () => {
  it('loads the invitation, then the availability, each once: three days of blocks', async () => {
    const flow = open();
    expect(flow.heading()).toBe('Loading your superday…');
    await flow.toChoose();
    expect(flow.container.querySelectorAll('input[type="checkbox"]')).toHaveLength(6);
    expect(gets(flow.edge, '/get_intro/')).toHaveLength(1);
    expect(gets(flow.edge, '/request-availability')).toHaveLength(1);
  });

  it('sends the chosen blocks: one POST, "availability sent", no calendar entry, the blocks kept', async () => {
    const flow = open();
    await flow.toChoose();
    flow.tick(0);
    flow.tick(5);
    flow.confirm();
    await flow.toSent();
    const [sent, ...more] = confirms(flow.edge);
    expect(more).toEqual([]);
    expect(sent?.body).toMatchObject({ reschedule: false });
    expect((sent?.body as { availabilities: unknown[] }).availabilities).toHaveLength(2 * 2 * 3);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(flow.store.getItem(superdayConfirmedKey(interviewId))).not.toBeNull();
    const blocks = flow.container.querySelector('[aria-labelledby="superday-sent-blocks"]');
    expect(blocks?.querySelectorAll(':scope > ol > li > ol > li')).toHaveLength(2);
    // What happened, and that nothing is booked: no calendar entry of a block not booked.
    const text = flow.container.textContent;
    expect(text).toContain('will send you your itinerary once it’s set');
    expect(text).toContain('Not booked yet');
    expect(text).not.toMatch(/confirmed|Add to calendar|Google|Outlook|\.ics/);
    // No link out (the skip link to the page's main content is the only one).
    const links = [...flow.container.querySelectorAll('a[href]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links.filter((href) => !href?.startsWith('#'))).toEqual([]);
    expect(flow.container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('sent');
  });

  it('another zone re-renders the times, keeps every tick, and sends the same slots', async () => {
    const flow = open();
    await flow.toChoose();
    flow.tick(0); // Tuesday morning, 9:00 AM in New York
    flow.tick(5); // Thursday afternoon
    const input = flow.container.querySelector<HTMLInputElement>('[role="combobox"]');
    if (input === null) throw new Error('no time-zone picker');
    expect(input.value).toBe('New York, US (GMT-4)');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        'London',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const london = [...flow.container.querySelectorAll<HTMLElement>('[role="option"]')].find((o) =>
      o.textContent.startsWith('London, UK'),
    );
    click(london);
    await waitUntil(() => {
      expect(input.value).toMatch(/^London, UK \(GMT/);
    });
    // 9:00 AM in New York is 1:00 PM in London: the morning is an afternoon there.
    const summary = flow.container.querySelector('[aria-labelledby="superday-summary"]');
    expect(plain(summary?.textContent)).toContain(
      'Tuesday, March 10, 2026, Afternoon, 1:00 – 4:15 PM',
    );
    expect(flow.boxes().filter((b) => b.checked)).toHaveLength(2);
    flow.confirm();
    await flow.toSent();
    const [sent] = confirms(flow.edge);
    expect((sent?.body as { availabilities: unknown[] }).availabilities).toHaveLength(2 * 2 * 3);
    // The sent blocks read in the zone picked too.
    expect(plain(flow.container.textContent)).toContain('1:00 – 4:15 PM');
  });

  it('three quick taps on Confirm send one POST', async () => {
    const flow = open();
    await flow.toChoose();
    flow.tick(1);
    tripleClick(button(flow.container, en.confirm));
    await flow.toSent();
    await settle();
    expect(confirms(flow.edge)).toHaveLength(1);
  });

  it('a load that fails says so; Try again reads again and goes on', async () => {
    const edge = httpEdge(['superday']);
    edge.use(mock.get(availabilityUrl, () => new HttpResponse(null, { status: 500 })));
    const flow = open(edge);
    await waitUntil(() => {
      expect(flow.heading()).toBe(en.loadFailedTitle);
    });
    expect(flow.container.querySelector('[role="alert"]')).not.toBeNull();
    edge.use();
    click(button(flow.container, en.tryAgain));
    await flow.toChoose();
    expect(gets(edge, '/request-availability')).toHaveLength(2);
    expect(gets(edge, '/get_intro/')).toHaveLength(1);
  });

  it('a confirm that fails keeps the choices; Try again confirms them', async () => {
    const edge = httpEdge(['superday']);
    const flow = open(edge);
    await flow.toChoose();
    edge.use(mock.post(confirmUrl, () => new HttpResponse(null, { status: 500 })));
    flow.tick(2);
    flow.confirm();
    await waitUntil(() => {
      expect(flow.container.textContent).toContain(en.confirmFailedTitle);
    });
    expect(flow.heading()).toBe(en.chooseTitle);
    expect(flow.boxes().map((b) => b.checked)).toEqual([false, false, true, false, false, false]);
    edge.use();
    click(button(flow.container, en.tryAgain));
    await flow.toSent();
    expect(confirms(edge)).toHaveLength(2);
    expect(confirms(edge)[1]?.body).toEqual(confirms(edge)[0]?.body);
    // The same choices again: the same Idempotency-Key (the server applies them once).
    const keyOf = (i: number) => confirms(edge)[i]?.headers.get('Idempotency-Key');
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('offline at confirm: says so, sends nothing, confirms once back online', async () => {
    const flow = open();
    await flow.toChoose();
    flow.tick(3);
    setOnline(false);
    flow.confirm();
    await waitUntil(() => {
      expect(flow.container.textContent).toContain('offline');
    });
    expect(confirms(flow.edge)).toEqual([]);
    act(() => {
      setOnline(true);
    });
    await flow.toSent();
    expect(confirms(flow.edge)).toHaveLength(1);
  });

  it('a block taken meanwhile is named and unticked; confirming the rest works', async () => {
    const flow = open(httpEdge(['superday-block-taken']), 'superday-block-taken');
    await flow.toChoose();
    flow.tick(0); // Tuesday morning: taken by someone else once a confirm asks for it
    flow.tick(2); // Wednesday morning
    flow.confirm();
    await waitUntil(() => {
      expect(flow.container.textContent).toContain('was just taken');
    });
    expect(flow.heading()).toBe(en.chooseTitle);
    expect(flow.boxes()).toHaveLength(5);
    expect(flow.boxes().filter((b) => b.checked)).toHaveLength(1);
    flow.confirm();
    await flow.toSent();
    expect(confirms(flow.edge)).toHaveLength(2);
  });

  it.each([
    ['without its invitation', { hash: null }],
    ['with the invitation of another interview', { interviewId: 'iv-7' }],
    ['whose invitation the server does not know (404)', { hash: 'no-such-hash' }],
  ])('a link %s: "this link doesn’t work", nothing more read', async (_name, link) => {
    const flow = open(httpEdge(['superday']), 'superday', link);
    await waitUntil(() => {
      expect(flow.heading()).toBe('This link doesn’t work');
    });
    expect(gets(flow.edge, '/request-availability')).toEqual([]);
    expect(flow.container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe(
      'linkProblem',
    );
  });
});

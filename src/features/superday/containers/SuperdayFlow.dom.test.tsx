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
  chooseTitle: 'Choose your superday times',
  confirmedTitle: 'Your superday times are confirmed',
  loadFailedTitle: 'Your superday didn’t load',
  confirmFailedTitle: 'Your times weren’t confirmed',
  confirm: 'Confirm my times',
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
  const toConfirmed = () =>
    waitUntil(() => {
      expect(heading()).toBe(en.confirmedTitle);
    });
  const boxes = () => [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const tick = (n: number) => {
    click(boxes()[n]);
  };
  const confirm = () => {
    click(button(container, en.confirm));
  };
  return { edge, store, container, heading, toChoose, toConfirmed, boxes, tick, confirm };
}

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

  it('confirms the chosen blocks: the confirmation, one POST, the times kept', async () => {
    const flow = open();
    await flow.toChoose();
    flow.tick(0);
    flow.tick(5);
    flow.confirm();
    await flow.toConfirmed();
    const [sent, ...more] = confirms(flow.edge);
    expect(more).toEqual([]);
    expect(sent?.body).toMatchObject({ reschedule: false });
    expect((sent?.body as { availabilities: unknown[] }).availabilities).toHaveLength(2 * 2 * 3);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(flow.store.getItem(superdayConfirmedKey(interviewId))).not.toBeNull();
    const times = flow.container.querySelector('[aria-labelledby="superday-confirmed-times"]');
    expect(times?.querySelectorAll(':scope > ol > li')).toHaveLength(2);
  });

  it('three quick taps on Confirm send one POST', async () => {
    const flow = open();
    await flow.toChoose();
    flow.tick(1);
    tripleClick(button(flow.container, en.confirm));
    await flow.toConfirmed();
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
    await flow.toConfirmed();
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
    await flow.toConfirmed();
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
    await flow.toConfirmed();
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

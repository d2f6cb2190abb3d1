// @vitest-environment happy-dom
/**
 * The scheduling link's journey through its container, the API mocked at the HTTP edge (the
 * fixtures' `scheduling-link` scenario): load, a time first, Next, the details and Schedule; a
 * link with no time left said on arrival; a failed read and Try again; a failed booking kept; a
 * time taken meanwhile; a refused e-mail or phone at its field with everything typed kept; and
 * three quick taps on Schedule sending one POST.
 */
import { http as msw, HttpResponse, type RequestHandler } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, FIXED_NOW_MS, getScenario } from '../../../../fixtures';
import {
  API,
  button,
  cleanupContainers,
  httpEdge,
  renderContainer,
  testI18n,
  tripleClick,
  waitUntil,
} from '../../../testing/container-harness';
import { SchedulingLinkFlow } from './SchedulingLinkFlow';

const scenario = getScenario('scheduling-link');
const linkId = scenario.schedulingLink?.id ?? '';
const t = testI18n.t.bind(testI18n);
const SCHEDULE = '/scheduling-link/schedule-interview';
const failing =
  (status: number, gtErrorName: string | null = null, code?: number) =>
  () =>
    HttpResponse.json(apiFailure(gtErrorName, 'No', code), { status });

afterEach(() => {
  cleanupContainers();
});

function tap(element: HTMLElement) {
  act(() => {
    element.click();
  });
}

function open(failures: RequestHandler[] = [], at = FIXED_NOW_MS) {
  const edge = httpEdge(['scheduling-link'], failures);
  const { container } = renderContainer(
    <SchedulingLinkFlow
      id={linkId}
      http={edge.http}
      browserTimeZone={scenario.browserTimeZone}
      now={() => at}
      allTimeZones={['America/Chicago', 'Asia/Tokyo']}
    />,
  );
  const screen = () => container.querySelector('[data-screen]')?.getAttribute('data-screen');
  const shown = (name: string) =>
    waitUntil(() => {
      expect(screen()).toBe(name);
    });
  const type = (name: string, value: string) => {
    const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input === null) throw new Error(`No field ${name}`);
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  /** The first time chosen, Next, then the details given: on the details step. */
  const upToATime = async () => {
    await shown('time');
    const first = container.querySelector<HTMLInputElement>('input[type="radio"]');
    if (first === null) throw new Error('No time offered');
    tap(first);
    tap(button(container, t('schedulingLink:time.next')));
    await shown('details');
    type('firstName', 'Ada');
    type('lastName', 'Lovelace');
    type('phone', '+1 312 555 0100');
    type('email', 'ada@example.com');
    return Number(first.value);
  };
  const scheduleButton = () => button(container, t('schedulingLink:details.schedule'));
  return { edge, container, screen, shown, upToATime, scheduleButton };
}

describe('SchedulingLinkFlow', () => {
  it('loads the link, a time first, Next, the details; three quick taps on Schedule send one POST', async () => {
    const { edge, container, shown, upToATime, scheduleButton } = open();
    await upToATime();
    tripleClick(scheduleButton());
    await shown('confirmed');
    expect(edge.writesTo(SCHEDULE)).toHaveLength(1);
    expect(edge.writesTo(SCHEDULE)[0]?.body).toMatchObject({
      id: linkId,
      contact: { firstName: 'Ada', email: 'ada@example.com' },
      guestTimeZone: scenario.browserTimeZone,
    });
    expect(container.querySelector('h1')?.textContent).toBe(t('schedulingLink:confirmed.title'));
  });

  it('a failed read says so with Try again, which reads again', async () => {
    const { edge, container, shown } = open([
      msw.get(`${API}/scheduling-link/intro/:id`, failing(500)),
    ]);
    await waitUntil(() => {
      expect(container.querySelector('h1')?.textContent).toBe(
        t('schedulingLink:loading.failedTitle'),
      );
    });
    edge.use();
    tap(button(container, t('general:actions.tryAgain')));
    await shown('time');
  });

  it('a link with no time left says so on arrival, before any form', async () => {
    const { container, shown } = open([], Date.parse('2026-12-01T00:00:00Z'));
    await shown('noTimes');
    expect(container.querySelector('h1')?.textContent).toBe(t('schedulingLink:noTimes.title'));
    expect(container.querySelector('input')).toBeNull();
  });

  it('another zone shows the times on its own clock, and the booking says that zone', async () => {
    const { edge, container, shown, upToATime, scheduleButton } = open();
    await shown('time');
    const times = () =>
      [...container.querySelectorAll('label:has(input[type="radio"])')].map((l) => l.textContent);
    // Tuesday 3 March in Chicago: 9:00 AM first.
    expect(times()[0]).toMatch(/^9:00/);
    const zone = container.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (zone === null) throw new Error('No zone picker');
    act(() => {
      zone.click();
    });
    const tokyo = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) =>
      o.textContent.includes('Tokyo'),
    );
    if (tokyo === undefined) throw new Error('No Tokyo option');
    tap(tokyo);
    // 9:00 AM in Chicago is midnight in Tokyo, on Wednesday 4 March there.
    await waitUntil(() => {
      expect(times()[0]).toMatch(/^12:00/);
    });
    expect(container.querySelector('legend')?.textContent).toContain('March 4');
    await upToATime();
    tap(scheduleButton());
    await shown('confirmed');
    expect(edge.writesTo(SCHEDULE)[0]?.body).toMatchObject({ guestTimeZone: 'Asia/Tokyo' });
  });

  it('an unknown link is the invalid-link screen', async () => {
    const { shown } = open([
      msw.get(`${API}/scheduling-link/intro/:id`, failing(404, 'SCHEDULING_LINK_NOT_FOUND', 10001)),
    ]);
    await shown('linkProblem');
  });

  it('a failed booking says so with its code and keeps the choice; Schedule again books', async () => {
    const { edge, container, shown, upToATime, scheduleButton } = open();
    const chosen = await upToATime();
    edge.use(msw.post(`${API}${SCHEDULE}`, failing(500, null, 49999)));
    tap(scheduleButton());
    await waitUntil(() => {
      expect(container.textContent).toContain(
        t('schedulingLink:details.failed', { code: '49999' }),
      );
    });
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'ada@example.com',
    );
    // Change time: the choice is still checked; back again, everything typed is still there.
    tap(button(container, t('schedulingLink:details.changeTime')));
    await shown('time');
    const checked = container.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    expect(Number(checked?.value)).toBe(chosen);
    tap(button(container, t('schedulingLink:time.next')));
    await shown('details');
    expect(container.querySelector<HTMLInputElement>('input[name="phone"]')?.value).toBe(
      '+1 312 555 0100',
    );
    edge.use();
    tap(scheduleButton());
    await shown('confirmed');
    expect(edge.writesTo(SCHEDULE)).toHaveLength(2);
  });

  it('a time taken meanwhile is said back at the times and no longer offered', async () => {
    const { edge, container, shown, upToATime, scheduleButton } = open();
    const chosen = await upToATime();
    edge.use(msw.post(`${API}${SCHEDULE}`, failing(409, 'SCHEDULING_LINK_TIME_TAKEN')));
    tap(scheduleButton());
    await shown('time');
    await waitUntil(() => {
      expect(container.textContent).toContain(t('schedulingLink:time.taken'));
    });
    const offered = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(offered.map((radio) => Number(radio.value))).not.toContain(chosen);
  });

  it.each([
    ['email', 'INVALID_EMAIL', 40001, 'ada@example.com'],
    ['phone', 'INVALID_PHONE', 40002, '+1 312 555 0100'],
  ])(
    'a refused %s (%s) is said at its field, everything typed kept',
    async (field, name, code, typed) => {
      const { edge, container, shown, upToATime, scheduleButton } = open();
      await upToATime();
      edge.use(msw.post(`${API}${SCHEDULE}`, failing(400, name, code)));
      tap(scheduleButton());
      const input = container.querySelector<HTMLInputElement>(`input[name="${field}"]`);
      await waitUntil(() => {
        expect(input?.getAttribute('aria-invalid')).toBe('true');
      });
      await shown('details');
      expect(input?.value).toBe(typed);
      expect(container.querySelector<HTMLInputElement>('input[name="firstName"]')?.value).toBe(
        'Ada',
      );
    },
  );

  it('only the name and the e-mail are required; no LinkedIn is asked', async () => {
    const { edge, container, shown, scheduleButton } = open();
    await shown('time');
    const first = container.querySelector<HTMLInputElement>('input[type="radio"]');
    if (first === null) throw new Error('No time offered');
    tap(first);
    tap(button(container, t('schedulingLink:time.next')));
    await shown('details');
    expect(container.querySelector('input[name="linkedInUrl"]')).toBeNull();
    tap(scheduleButton());
    await waitUntil(() => {
      const invalid = [...container.querySelectorAll('input[aria-invalid="true"]')];
      expect(invalid.map((input) => input.getAttribute('name')).sort()).toEqual([
        'email',
        'firstName',
        'lastName',
      ]);
    });
    expect(edge.writesTo(SCHEDULE)).toHaveLength(0);
  });
});

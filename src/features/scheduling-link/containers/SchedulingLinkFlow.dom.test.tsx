// @vitest-environment happy-dom
/**
 * The scheduling link's journey through its container, the API mocked at the HTTP edge (the
 * fixtures' `scheduling-link` scenario): load, details, a time and Schedule, a failed read and
 * Try again, a failed booking kept, a time taken meanwhile, a refused e-mail at its field, and
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

function open(failures: RequestHandler[] = []) {
  const edge = httpEdge(['scheduling-link'], failures);
  const { container } = renderContainer(
    <SchedulingLinkFlow
      id={linkId}
      http={edge.http}
      browserTimeZone={scenario.browserTimeZone}
      now={() => FIXED_NOW_MS}
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
  /** The details given, then the first time chosen: on the time screen. */
  const upToATime = async () => {
    await shown('details');
    type('firstName', 'Ada');
    type('lastName', 'Lovelace');
    type('phone', '+1 312 555 0100');
    type('email', 'ada@example.com');
    tap(button(container, t('general:actions.continue')));
    await shown('time');
    const first = container.querySelector<HTMLInputElement>('input[type="radio"]');
    if (first === null) throw new Error('No time offered');
    tap(first);
    return Number(first.value);
  };
  const scheduleButton = () => button(container, t('schedulingLink:time.schedule'));
  return { edge, container, screen, shown, upToATime, scheduleButton };
}

describe('SchedulingLinkFlow', () => {
  it('loads the link, then details, a time; three quick taps on Schedule send one POST', async () => {
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
    await shown('details');
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
      expect(container.textContent).toContain(t('schedulingLink:time.failed', { code: '49999' }));
    });
    const checked = container.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    expect(Number(checked?.value)).toBe(chosen);
    edge.use();
    tap(scheduleButton());
    await shown('confirmed');
    expect(edge.writesTo(SCHEDULE)).toHaveLength(2);
  });

  it('a time taken meanwhile is said at the times and no longer offered', async () => {
    const { edge, container, upToATime, scheduleButton } = open();
    const chosen = await upToATime();
    edge.use(msw.post(`${API}${SCHEDULE}`, failing(409, 'SCHEDULING_LINK_TIME_TAKEN')));
    tap(scheduleButton());
    await waitUntil(() => {
      expect(container.textContent).toContain(t('schedulingLink:time.taken'));
    });
    const offered = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(offered.map((radio) => Number(radio.value))).not.toContain(chosen);
  });

  it('an e-mail the server refuses is said at its field of the form', async () => {
    const { edge, container, shown, upToATime, scheduleButton } = open();
    await upToATime();
    edge.use(msw.post(`${API}${SCHEDULE}`, failing(400, 'INVALID_EMAIL', 40001)));
    tap(scheduleButton());
    await shown('details');
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    await waitUntil(() => {
      expect(email?.getAttribute('aria-invalid')).toBe('true');
    });
    expect(email?.value).toBe('ada@example.com');
  });
});

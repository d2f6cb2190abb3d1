// @vitest-environment happy-dom
/**
 * The candidate portal's journey through its container, the API mocked at the HTTP edge (the
 * fixtures' `portal` scenario): load (portal, thread), send a message, give feedback, a failed
 * read and Try again, an unknown portal, a failed send kept in the box, and three quick taps on
 * Send (message) and Send (feedback) sending one POST each.
 */
import { http as msw, HttpResponse, type RequestHandler } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalSegments } from '../../../api/portal';
import { FIXED_NOW_MS, getScenario, isReplyOk } from '../../../../fixtures';
import {
  API,
  button,
  cleanupContainers,
  httpEdge,
  renderContainer,
  settle,
  testI18n,
  tripleClick,
  waitUntil,
} from '../../../testing/container-harness';
import { PortalFlow } from './PortalFlow';

const scenario = getScenario('portal');
const section = scenario.portal;
if (!section || !isReplyOk(section.data)) throw new Error('the portal scenario has a portal');
const data = section.data.result;
const t = testI18n.t.bind(testI18n);
const [A = '', B = ''] = section.segments;
const SEGMENTS: PortalSegments = [A, B];
const PORTAL = `/v2/meet/candidate-portal/${A}/${B}`;
const SEND = '/message/messaging-from-portal';
const FEEDBACK = '/v2/meet/candidate-feedback';
const fails = (status: number) => () =>
  HttpResponse.json({ success: false, error: { message: 'Down' } }, { status });
/** The completed interview whose feedback is still to give. */
const rated = data.interviews.find((i) => i.status === 'completed' && !i.feedbackGiven);
if (!rated) throw new Error('the portal scenario has an interview to rate');

/** A click, in act (its updates rendered). */
function tap(element: Element) {
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Types `text` into a text box the way React hears it (an input event with the new value). */
function type(box: HTMLTextAreaElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(() => {
  cleanupContainers();
});

function open(failures: RequestHandler[] = []) {
  const edge = httpEdge(['portal'], failures);
  const { container } = renderContainer(
    <PortalFlow
      segments={SEGMENTS}
      http={edge.http}
      browserTimeZone={scenario.browserTimeZone}
      now={() => FIXED_NOW_MS}
    />,
  );
  const screen = () => container.querySelector('[data-screen]')?.getAttribute('data-screen');
  const messageBox = () => {
    // The feedback dialog's comment box is outside the container (the dialog is on top).
    const box = container.querySelector<HTMLTextAreaElement>('form textarea');
    if (box === null) throw new Error('no message box');
    return box;
  };
  const log = () => container.querySelector('[role="log"]')?.textContent ?? '';
  return { edge, container, screen, messageBox, log };
}

async function shown(screen: () => string | null | undefined, name: string) {
  await waitUntil(() => {
    expect(screen()).toBe(name);
  });
}

/** Opens the feedback dialog of the interview to rate and picks "Good" (4). */
async function rateGood(container: HTMLElement) {
  tap(button(container, new RegExp(`^${t('portal:actions.giveFeedback')}`)));
  await waitUntil(() => {
    expect(document.body.querySelector('#portal-feedback-form')).not.toBeNull();
  });
  const radio = [...document.body.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (r) => r.value === '4',
  );
  if (!radio) throw new Error('no rating 4');
  tap(radio);
  await settle();
  const send = button(document.body, t('portal:feedback.send'));
  return send;
}

describe('PortalFlow', () => {
  it('loads the portal, then its thread and the agent', async () => {
    const { edge, container, screen, log } = open();
    expect(screen()).toBe('loading');
    await shown(screen, 'portal');
    expect(container.querySelector('h1')?.textContent).toBe(t('portal:title'));
    await waitUntil(() => {
      expect(log()).toContain(section.messages[1]?.body ?? '');
    });
    expect(edge.sent.map((r) => `${r.method} ${r.path.split('?')[0] ?? ''}`)).toEqual(
      expect.arrayContaining([
        `GET ${PORTAL}`,
        'GET /message/messages-to-portal',
        'GET /agents/info',
      ]),
    );
    expect(edge.sent.filter((r) => r.path.startsWith(PORTAL))).toHaveLength(1);
  });

  it('three quick taps on Send send one message; it joins the thread', async () => {
    const { edge, container, screen, messageBox, log } = open();
    await shown(screen, 'portal');
    await waitUntil(() => {
      expect(log()).not.toBe('');
    });
    type(messageBox(), 'Is there a bike rack?');
    tripleClick(button(container, t('portal:messages.send')));
    await waitUntil(() => {
      expect(log()).toContain('Is there a bike rack?');
      expect(log()).not.toContain(t('portal:messages.sending'));
    });
    expect(messageBox().value).toBe('');
    expect(edge.writesTo(SEND)).toHaveLength(1);
    expect(edge.writesTo(SEND)[0]?.body).toMatchObject({
      oid: data.organization.id,
      gid: data.guest.id,
      message: 'Is there a bike rack?',
    });
  });

  it('a failed send puts the text back with the error; Send again sends it', async () => {
    const { edge, container, screen, messageBox, log } = open();
    await shown(screen, 'portal');
    edge.use(msw.post(`${API}${SEND}`, fails(500)));
    type(messageBox(), 'Can I bring a laptop?');
    tap(button(container, t('portal:messages.send')));
    await waitUntil(() => {
      expect(container.textContent).toContain(t('portal:messages.failed'));
    });
    expect(messageBox().value).toBe('Can I bring a laptop?');
    edge.use();
    tap(button(container, t('portal:messages.send')));
    await waitUntil(() => {
      expect(log()).toContain('Can I bring a laptop?');
      expect(log()).not.toContain(t('portal:messages.sending'));
    });
    expect(container.textContent).not.toContain(t('portal:messages.failed'));
    expect(messageBox().value).toBe('');
    expect(edge.writesTo(SEND)).toHaveLength(2);
  });

  it('three quick taps on the feedback Send send one; then the thank-you', async () => {
    const { edge, container, screen } = open();
    await shown(screen, 'portal');
    const send = await rateGood(container);
    tripleClick(send);
    await waitUntil(() => {
      expect(document.body.textContent).toContain(t('portal:feedback.thanksTitle'));
    });
    expect(edge.writesTo(FEEDBACK)).toHaveLength(1);
    expect(edge.writesTo(FEEDBACK)[0]?.body).toMatchObject({
      interviewId: rated.id,
      oid: data.organization.id,
      gid: data.guest.id,
      rating: 4,
      comment: '',
    });
  });

  it('a failed feedback says so and keeps the rating; Send again sends it', async () => {
    const { edge, container, screen } = open();
    await shown(screen, 'portal');
    edge.use(msw.post(`${API}${FEEDBACK}`, fails(500)));
    tap(await rateGood(container));
    await waitUntil(() => {
      expect(document.body.textContent).toContain(t('portal:feedback.failed'));
    });
    const checked = document.body.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    expect(checked?.value).toBe('4');
    edge.use();
    tap(button(document.body, t('portal:feedback.send')));
    await waitUntil(() => {
      expect(document.body.textContent).toContain(t('portal:feedback.thanksTitle'));
    });
    expect(edge.writesTo(FEEDBACK)).toHaveLength(2);
  });

  it('a failed read says so with Try again, which reads again', async () => {
    const { edge, container, screen } = open([msw.get(`${API}${PORTAL}`, fails(500))]);
    await waitUntil(() => {
      expect(container.querySelector('h1')?.textContent).toBe(t('portal:loading.failedTitle'));
    });
    expect(screen()).toBe('loading');
    edge.use();
    tap(button(container, t('general:actions.tryAgain')));
    await shown(screen, 'portal');
    expect(edge.sent.filter((r) => r.path.startsWith(PORTAL))).toHaveLength(2);
  });

  it('a portal the server does not know is the invalid-link screen', async () => {
    const { screen } = open([msw.get(`${API}${PORTAL}`, fails(404))]);
    await shown(screen, 'linkProblem');
  });
});

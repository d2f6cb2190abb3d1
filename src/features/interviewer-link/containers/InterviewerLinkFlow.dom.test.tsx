// @vitest-environment happy-dom
/**
 * The interviewer link's journey through its container, the API mocked at the HTTP edge (the
 * fixtures' `interviewer-link` scenario): load, edit and Save, a failed read and Try again, the
 * e-mail the link does not know, a failed Save kept, and three quick taps on Save sending one PUT.
 */
import { http as msw, HttpResponse, type RequestHandler } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXED_NOW_MS, getScenario } from '../../../../fixtures';
import {
  button,
  cleanupContainers,
  httpEdge,
  renderContainer,
  settle,
  testI18n,
  tripleClick,
  waitUntil,
  API,
} from '../../../testing/container-harness';
import { InterviewerLinkFlow } from './InterviewerLinkFlow';

const scenario = getScenario('interviewer-link');
const section = scenario.interviewerLink;
if (!section) throw new Error('the interviewer-link scenario has a link');
const t = testI18n.t.bind(testI18n);
const AVAILABILITY = `/superday/interviewer-link/${section.id}/availability`;
const fails = (status: number) => () =>
  HttpResponse.json({ success: false, error: { message: 'Down' } }, { status });

/** A click, in act (its updates rendered). */
function tap(element: HTMLElement) {
  act(() => {
    element.click();
  });
}

afterEach(() => {
  cleanupContainers();
});

function open(
  email: string | null = section?.interviewerEmail ?? null,
  failures: RequestHandler[] = [],
) {
  const edge = httpEdge(['interviewer-link'], failures);
  const { container } = renderContainer(
    <InterviewerLinkFlow
      organizationSlug={section?.organizationSlug ?? ''}
      customUrl={section?.customUrl ?? ''}
      email={email}
      http={edge.http}
      browserTimeZone={scenario.browserTimeZone}
      now={() => FIXED_NOW_MS}
      allTimeZones={['UTC', 'America/Chicago']}
    />,
  );
  const screen = () => container.querySelector('[data-screen]')?.getAttribute('data-screen');
  // The Save bar's status (the first status paragraph is the time-zone field's).
  const status = () =>
    [...container.querySelectorAll('p[role="status"]')].map((p) => p.textContent).join('');
  return { edge, container, screen, status };
}

async function shown(screen: () => string | null | undefined, name: string) {
  await waitUntil(() => {
    expect(screen()).toBe(name);
  });
}

describe('InterviewerLinkFlow', () => {
  it('loads the intro, then the availability of the e-mail the link carries, on its first saved day', async () => {
    const { edge, container, screen, status } = open();
    expect(screen()).toBe('loading');
    await shown(screen, 'availability');
    expect(edge.sent.map((r) => `${r.method} ${r.path.split('?')[0] ?? ''}`)).toEqual([
      'GET /superday/interviewer-link/intro',
      `GET ${AVAILABILITY}`,
    ]);
    expect(container.querySelector('h1')?.textContent).toBe(
      t('interviewerLink:availability.title'),
    );
    expect(status()).toBe(t('interviewerLink:availability.clean'));
    // It opens on the first day with saved times (10 March), not on an empty today (2 March).
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.id).toBe(
      'interviewer-availability-tab-2026-03-10',
    );
  });

  it('three quick taps on Save send one PUT; the status says when it was saved', async () => {
    const { edge, container, screen, status } = open();
    await shown(screen, 'availability');
    tap(button(container, t('interviewerLink:availability.add')));
    await settle();
    expect(status()).toBe(t('interviewerLink:availability.unsaved'));
    tripleClick(button(container, t('interviewerLink:availability.save')));
    await waitUntil(() => {
      expect(status()).toMatch(/^Saved at /);
    });
    expect(edge.writesTo(AVAILABILITY)).toHaveLength(1);
    const [put] = edge.writesTo(AVAILABILITY);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({
      interviewerEmail: section.interviewerEmail,
      timeZone: 'America/Chicago',
    });
  });

  it('a failed read says so with Try again, which reads again', async () => {
    const { edge, container, screen } = open(undefined, [
      msw.get(`${API}/superday/interviewer-link/intro`, fails(500)),
    ]);
    await waitUntil(() => {
      expect(container.querySelector('h1')?.textContent).toBe(
        t('interviewerLink:loading.failedTitle'),
      );
    });
    edge.use();
    tap(button(container, t('general:actions.tryAgain')));
    await shown(screen, 'availability');
  });

  it('an unknown link is the invalid-link screen', async () => {
    const { screen } = open(undefined, [
      msw.get(`${API}/superday/interviewer-link/intro`, fails(404)),
    ]);
    await shown(screen, 'linkProblem');
  });

  it('an e-mail the link does not know goes back to the field, with what was typed', async () => {
    const { container, screen } = open('someone@example.com');
    await shown(screen, 'email');
    const field = container.querySelector('input');
    expect(field?.value).toBe('someone@example.com');
    expect(container.textContent).toContain(t('interviewerLink:email.notFound'));
  });

  it('a failed Save keeps the edit and says so; Save again sends it', async () => {
    const { edge, container, screen, status } = open();
    await shown(screen, 'availability');
    edge.use(msw.put(`${API}${AVAILABILITY}`, fails(500)));
    tap(button(container, t('interviewerLink:availability.add')));
    await settle();
    tap(button(container, t('interviewerLink:availability.save')));
    await waitUntil(() => {
      expect(container.textContent).toContain(t('interviewerLink:availability.saveFailed'));
    });
    expect(status()).toBe(t('interviewerLink:availability.unsaved'));
    edge.use();
    tap(button(container, t('interviewerLink:availability.save')));
    await waitUntil(() => {
      expect(status()).toMatch(/^Saved at /);
    });
    expect(edge.writesTo(AVAILABILITY)).toHaveLength(2);
  });
});

// @vitest-environment happy-dom
/**
 * The candidate journey through its containers (CandidateFlow, then the lazy journey and pick
 * days), with the API at the HTTP edge (the fixtures' handlers in process) and the live results
 * played from the scenario's socket script: load, pick, submit; a submit that fails keeps the
 * picks and Try again sends it; three taps on Submit in one task send one request.
 */
import { http as mock, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getScenario,
  memoryStores,
  playScript,
  socketScriptFor,
  type ScenarioId,
} from '../../../../fixtures';
import type { WebSocketConstructor } from '../../../api/live-results-socket';
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
import { CandidateFlow } from './CandidateFlow';

afterEach(() => {
  cleanupContainers();
});

/** A socket that plays the scenario's script at once (no delays) once it is opened. */
function scriptedSocket(id: ScenarioId): WebSocketConstructor {
  const found = socketScriptFor(getScenario(id));
  if (found === null) throw new Error(`${id} has no socket`);
  const script = found;
  return class ScriptedSocket {
    binaryType = 'blob';
    onopen: unknown = null;
    onmessage: unknown = null;
    onclose: unknown = null;
    onerror: unknown = null;
    private play: { stop(): void } | null = null;
    constructor() {
      setTimeout(() => {
        const call = (handler: unknown, event: unknown) => {
          if (typeof handler === 'function') (handler as (e: unknown) => void)(event);
        };
        call(this.onopen, {});
        this.play = playScript(
          script,
          (data) => {
            call(this.onmessage, { data });
          },
          (code, reason) => {
            call(this.onclose, { code, reason, wasClean: true });
          },
          undefined,
          { speed: Infinity },
        );
      }, 0);
    }
    close(): void {
      this.play?.stop();
    }
  };
}

const t = (key: Parameters<typeof testI18n.t>[0]): string => String(testI18n.t(key));
const CONFIRM = 'confirm_candidate_availability';
const RESCHEDULE = 'reschedule-request-availability';

function open(id: ScenarioId = 'pending') {
  const scenario = getScenario(id);
  const now = Date.parse(scenario.now);
  const edge = httpEdge([id]);
  const view = renderContainer(
    <CandidateFlow
      hash={scenario.hash}
      http={edge.http}
      browserTimeZone={scenario.browserTimeZone}
      now={() => now}
      WebSocketImpl={scriptedSocket(id)}
      allTimeZones={['UTC', scenario.browserTimeZone]}
      pickStores={memoryStores()}
      holdRowsOnScreen={false}
      resultFrames={{
        request: (callback) => {
          const timer = setTimeout(callback, 0);
          return () => {
            clearTimeout(timer);
          };
        },
      }}
    />,
  );
  const heading = () =>
    [...view.container.querySelectorAll('h1')]
      .filter((h) => h.closest('[data-fallback]') === null)
      .map((h) => h.textContent)
      .at(-1);
  return { edge, view, heading };
}

/** From the Introduction to pick days with three options ticked. */
async function toThreePicks(flow: ReturnType<typeof open>) {
  await waitUntil(() => {
    button(flow.view.container, t('intro:getStarted'));
  }, 5000);
  act(() => {
    button(flow.view.container, t('intro:getStarted')).click();
  });
  const panelBoxes = () => [
    ...flow.view.container.querySelectorAll<HTMLInputElement>(
      '[role="tabpanel"] input[type="checkbox"]',
    ),
  ];
  await waitUntil(() => {
    expect(panelBoxes().length).toBeGreaterThan(0);
    expect(flow.view.container.querySelectorAll('[role="tab"]').length).toBeGreaterThan(1);
  }, 5000);
  // Three options, day by day: what the open day lists, then the next day's.
  const boxes: HTMLInputElement[] = [];
  for (const tab of [...flow.view.container.querySelectorAll<HTMLElement>('[role="tab"]')]) {
    if (boxes.length >= 3) break;
    act(() => {
      tab.click();
    });
    for (const box of panelBoxes().slice(0, 3 - boxes.length)) {
      act(() => {
        box.click();
      });
      boxes.push(box);
    }
  }
  expect(boxes).toHaveLength(3);
  return boxes;
}

describe('the candidate journey through its containers', () => {
  it('loads, picks, and three taps on Submit in one task send one request', async () => {
    const flow = open();
    await toThreePicks(flow);
    tripleClick(button(flow.view.container, t('pickDays:submit.availability')));
    await waitUntil(() => {
      expect(flow.heading()).toBe(t('intro:availabilitySent.title'));
    }, 5000);
    expect(flow.edge.writesTo(CONFIRM)).toHaveLength(1);
    const [sent] = flow.edge.writesTo(CONFIRM);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect((sent?.body as { availableTimeRanges: unknown[] }).availableTimeRanges).toHaveLength(3);
  });

  it('a submit that fails keeps the picks; Try again sends the same, with the same key', async () => {
    const flow = open();
    flow.edge.use(mock.post(`${API}/*${CONFIRM}*`, () => new HttpResponse(null, { status: 500 })));
    await toThreePicks(flow);
    act(() => {
      button(flow.view.container, t('pickDays:submit.availability')).click();
    });
    await waitUntil(() => {
      expect(flow.view.container.querySelector('[role="alert"]')).not.toBeNull();
    }, 5000);
    expect(flow.heading()).toBe(t('pickDays:title'));
    // The picks are kept: the bar still counts the three.
    const bar = flow.view.container.querySelector('[data-sticky-bar]')?.textContent ?? '';
    expect(bar).toContain(testI18n.t('general:slots.selected', { count: 3 }));
    flow.edge.use();
    act(() => {
      button(flow.view.container, t('pickDays:submit.availability')).click();
    });
    await waitUntil(() => {
      expect(flow.heading()).toBe(t('intro:availabilitySent.title'));
    }, 5000);
    const sent = flow.edge.writesTo(CONFIRM);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(sent[0]?.headers.get('Idempotency-Key'));
  });

  it('a link opened with status reschedule sends its picks to reschedule-request-availability with the link’s reason code (issue 36 item 1)', async () => {
    const flow = open('reschedule');
    await toThreePicks(flow);
    act(() => {
      button(flow.view.container, t('pickDays:submit.reschedule')).click();
    });
    await waitUntil(() => {
      expect(flow.heading()).toBe(t('intro:availabilitySent.title'));
    }, 5000);
    expect(flow.edge.writesTo(CONFIRM)).toHaveLength(0);
    const sent = flow.edge.writesTo(RESCHEDULE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(`/v2/meet/${RESCHEDULE}/${getScenario('reschedule').hash}`);
    expect(sent[0]?.body).toMatchObject({
      reasonCode: 'work_emergency',
      note: '',
      guestTimeZone: 'Europe/London',
    });
    expect((sent[0]?.body as { availableTimeRanges: unknown[] }).availableTimeRanges).toHaveLength(
      3,
    );
  });
});

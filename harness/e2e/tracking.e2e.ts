/**
 * Tracking end to end (issue 19, spec sections 3, 4 and 7): a candidate journey in the built
 * app posts its search-progress tracking to the stand-in server, which keeps every body it
 * received per link (fixtures/http/state.ts `links[hash].tracking`, in arrival order). The
 * journey reads them back and checks that the spec's states arrive in order, each carrying the
 * times the app measured, and that those times agree with what the test saw happen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario, isReplyOk, socketScriptFor } from '../../fixtures';
import { DEFAULT_MIN_AVAILABILITY_SLOTS } from '../../src/domain/min-slots';
import type { TrackingAction, TrackingPayload } from '../../src/domain/tracking';
import { e2eSession, t, pickSlots } from './support';

const e2e = e2eSession();

const scenario = getScenario('pending');
if (!isReplyOk(scenario.intro) || !isReplyOk(scenario.search)) {
  throw new Error('The pending scenario answers its intro and its search.');
}
const organizationId = scenario.intro.result.organization.id;
const { correlationId, sessionId } = scenario.search.result.searchMetadata;
/** Every result the scenario's socket sends (the counts never pass it). */
const script = socketScriptFor(scenario);
if (!script) throw new Error('The pending scenario streams live results.');
const scriptResults = script.steps.reduce((n, step) => {
  if (!('data' in step)) return n;
  const message = JSON.parse(step.data) as { type: string; results?: unknown[] };
  return n + (message.type === 'results' ? (message.results?.length ?? 0) : 0);
}, 0);

/** The tracking bodies the stand-in received for the link, oldest first. */
function received(): TrackingPayload[] {
  return (e2e.server.state.links[scenario.hash]?.tracking ?? []) as TrackingPayload[];
}
const actions = () => received().map((p) => p.currentAction);

async function openLink(): Promise<Page> {
  e2e.context = await e2e.browser.newContext({
    locale: 'en-US',
    timezoneId: scenario.browserTimeZone,
    viewport: { width: 390, height: 844 },
  });
  const page = await e2e.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') e2e.problems.push(message.text());
  });
  page.on('pageerror', (error) => e2e.problems.push(error.message));
  await page.goto(`${e2e.server.url}/s/${scenario.hash}`);
  return page;
}

async function expectScreen(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
}

/** Epoch ms of `action` as the payload that announced it measured it. */
function epochOf(payloads: readonly TrackingPayload[], action: TrackingAction): number {
  const payload = payloads.find((p) => p.currentAction === action);
  const at = payload?.epoch[action];
  if (at === undefined) throw new Error(`no ${action} was posted`);
  return at;
}

describe('tracking, read back from the stand-in', () => {
  it('a candidate journey posts startSearch, firstSolution, firstValidSolution, clickIntroButton, submitted in order, with the times it measured', async () => {
    const opened = Date.now();
    const page = await openLink();
    await expectScreen(page, t('intro:yourInterviews'));
    // The candidate reads the introduction while the search runs: the first valid result is in
    // before the click (then the perceived wait is 0 and the initial count is what had come).
    await expect.poll(actions, { timeout: 15_000 }).toContain('firstValidSolution');
    const beforeClick = Date.now();
    await page.getByRole('button', { name: t('intro:getStarted') }).click();
    await expectScreen(page, t('pickDays:title'));
    const afterClick = Date.now();
    await pickSlots(page, DEFAULT_MIN_AVAILABILITY_SLOTS);
    const beforeSubmit = Date.now();
    await page.getByRole('button', { name: t('pickDays:submit.availability') }).click();
    await expectScreen(page, t('intro:availabilitySent.title'));
    await expect.poll(actions, { timeout: 15_000 }).toContain('submitted');
    const done = Date.now();

    const payloads = received();
    // Spec section 4's search progress events, then this project's end of the journey, in the
    // order they arrived at the server: each once, none missing, none out of order.
    const order: TrackingAction[] = [
      'startSearch',
      'firstSolution',
      'firstValidSolution',
      'clickIntroButton',
      'submitted',
    ];
    expect(actions()).toEqual(order);

    const at = Object.fromEntries(order.map((a) => [a, epochOf(payloads, a)])) as Record<
      (typeof order)[number],
      number
    >;
    // The measured times are real clock readings of this journey, in the order of the events…
    expect(at.startSearch).toBeGreaterThanOrEqual(opened);
    const times = order.map((a) => at[a]);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(at.submitted).toBeLessThanOrEqual(done);
    // …and each was taken when the test saw it happen.
    expect(at.clickIntroButton).toBeGreaterThanOrEqual(beforeClick);
    expect(at.clickIntroButton).toBeLessThanOrEqual(afterClick);
    expect(at.firstValidSolution).toBeLessThanOrEqual(beforeClick);
    expect(at.submitted).toBeGreaterThanOrEqual(beforeSubmit);

    payloads.forEach((p, i) => {
      const action = order[i] ?? 'abandoned';
      const known = order.slice(0, i + 1);
      const where = `payload ${i} (${action})`;
      // Spec section 3's tracking state, every field, as the app measured it so far.
      expect(p.hash, where).toBe(scenario.hash);
      expect(p.org, where).toBe(organizationId);
      expect(p.previousAction, where).toBe(i === 0 ? null : order[i - 1]);
      expect(p.epoch, where).toEqual(Object.fromEntries(known.map((a) => [a, at[a]])));
      expect(p.currentActionDuration, where).toBeGreaterThanOrEqual(0);
      expect(p.searchToFirstResult, where).toBe(
        known.includes('firstSolution') ? at.firstSolution - at.startSearch : null,
      );
      expect(p.searchToFirstValidResult, where).toBe(
        known.includes('firstValidSolution') ? at.firstValidSolution - at.startSearch : null,
      );
      expect(p.perceivedTimeToFirstResult, where).toBe(
        known.includes('clickIntroButton') ? 0 : null,
      );
      expect(p.validResultsCount, where).toBeLessThanOrEqual(p.allResultsCount);
      expect(p.allResultsCount, where).toBeLessThanOrEqual(scriptResults);
      expect(p.socketCloseReason, where).toBeNull();
      expect(p.endState, where).toBe(action === 'submitted' ? 'submitted' : null);
      if (action !== 'startSearch') {
        // From the first socket message on, the search call has answered.
        expect(p.correlationId, where).toBe(correlationId);
        expect(p.sessionId, where).toBe(sessionId);
      }
    });
    const byAction = (a: TrackingAction) => payloads[order.indexOf(a)];
    expect(byAction('startSearch')?.allResultsCount).toBe(0);
    expect(byAction('firstSolution')?.allResultsCount).toBeGreaterThan(0);
    expect(byAction('firstValidSolution')?.validResultsCount).toBeGreaterThan(0);
    // The initial count is what the candidate had when clicking: at least the first valid one.
    const click = byAction('clickIntroButton');
    expect(click?.perceivedInitialResultCount).toBe(click?.validResultsCount);
    expect(click?.perceivedInitialResultCount).toBeGreaterThan(0);
    expect(byAction('firstValidSolution')?.perceivedInitialResultCount).toBeNull();
    // Counts only grow.
    const all = payloads.map((p) => p.allResultsCount);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(e2e.problems).toEqual([]);
  });
});

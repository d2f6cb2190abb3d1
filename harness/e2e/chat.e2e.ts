/**
 * The candidate chat end to end (issues 17, 35): the built app and the stand-in server, whose
 * chatbot streams its scripted answers an event every 120 ms. A question answered in several
 * steps; an answer's buttons doing what they say (one sent as its action, "Yes, share these
 * times" sharing the understood times, "Pick times myself" going to Pick days); the message box
 * unavailable while an answer streams; the conversation read again after a reload; the keyboard
 * way in and out; the open panel beside the page on a laptop, never over its actions; phone
 * screenshots mid-stream.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../fixtures';
import { e2eSession, escapeRegExp, isFocused, newPage, root, t } from './support';

const e2e = e2eSession();
const scenario = getScenario('chatbot');
const chat = scenario.chat;
if (!chat) throw new Error('the chatbot scenario has a chat');

async function open(): Promise<Page> {
  const page = await newPage(e2e, { timezoneId: scenario.browserTimeZone });
  await page.goto(`${e2e.server.url}/s/${scenario.hash}`);
  await page
    .getByRole('heading', { level: 1, name: t('intro:yourInterviews'), exact: true })
    .waitFor();
  return page;
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: t('chat:launcher.open') }).click();
  const panel = page.getByRole('dialog', { name: chat?.agent?.name ?? t('chat:panel.title') });
  await panel.waitFor();
  return panel;
}

function answerOf(id: string): string {
  const script = chat?.replies.find((r) => r.id === id);
  return (script?.events ?? []).map((e) => e.answer ?? '').join('');
}

/** The texts the last reply bubble showed, in order, from now on. */
async function watchLastReply(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __replies: string[] }).__replies = seen;
    const log = document.querySelector('[role="log"]');
    if (!log) throw new Error('no log');
    new MutationObserver(() => {
      const items = log.querySelectorAll('li');
      const text = items[items.length - 1]?.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(log, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __replies: string[] }).__replies);
}

const chatCalls = () =>
  e2e.server.state.calls.filter((c) => c.group === 'chatbot' && c.method === 'POST');

describe('candidate chat', () => {
  it('ask a question: the reply arrives in several steps, the panel says who answers and every request carries the whole context', async () => {
    const page = await open();
    const opener = page.getByRole('button', { name: t('chat:launcher.open') });
    const panel = await openChat(page);
    // Focus is in the message box; the greeting and the earlier messages are there.
    expect(await isFocused(panel.getByRole('textbox', { name: t('chat:composer.label') }))).toBe(
      true,
    );
    await panel.getByText(t('chat:greeting')).waitFor();
    await panel.getByText(chat.history[1]?.message ?? '').waitFor();
    const replies = await watchLastReply(page);
    await page.keyboard.type('What should I wear?');
    await page.keyboard.press('Enter');
    const answer = answerOf('default');
    await panel.getByRole('log').getByText(answer).waitFor({ timeout: 15_000 });
    // Several steps: pieces of the answer were shown before the whole of it.
    const steps = (await replies()).filter((text) => text.includes('I can help'));
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.at(-1)).toContain(answer);
    // Announced once, complete.
    await expect.poll(() => page.getByRole('status').filter({ hasText: answer }).count()).toBe(1);
    // A button the assistant answers is sent as its action.
    await page.keyboard.type('Can I move my interview to another day?');
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Request a reschedule' }).click({ timeout: 15_000 });
    await expect.poll(() => chatCalls().length).toBe(3);
    const [first, second, third] = chatCalls().map((c) => c.body as Record<string, unknown>);
    const intro = 'result' in scenario.intro ? scenario.intro.result : null;
    expect(first).toMatchObject({
      message: 'What should I wear?',
      initialBotMessage: t('chat:greeting'),
      hash: scenario.hash,
      organizationId: intro?.organization.id,
      agentId: chat.agent?.id,
      action: null,
      timeZone: scenario.browserTimeZone,
      status: 'pending_candidate_response',
      isReschedule: false,
      guestId: intro?.guest.id,
      jobId: intro?.interview.job.id,
      applicationId: intro?.interview.application.id,
    });
    expect(typeof first?._csrf).toBe('string');
    expect(first?.history).toHaveLength(chat.history.length);
    expect(second).toMatchObject({ action: null });
    expect(third).toMatchObject({ message: 'Request a reschedule', action: 'RESCHEDULE' });
    expect(third?.history).toEqual(
      expect.arrayContaining([
        { role: 'user', content: 'What should I wear?' },
        { role: 'assistant', content: answer },
      ]),
    );
    await panel
      .getByRole('log')
      .getByText(answerOf('reschedule'))
      .last()
      .waitFor({ timeout: 15_000 });
    // Escape closes it; focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await isFocused(opener)).toBe(true);
    expect(e2e.problems).toEqual([]);
  });

  it('availability in plain words: chips of the understood times, shared by the answer\'s own "Yes, share these times", only then', async () => {
    const page = await open();
    await page.getByRole('button', { name: t('intro:getStarted') }).click();
    await page.locator('[data-screen="pickDays"]').waitFor({ timeout: 20_000 });
    const panel = await openChat(page);
    await panel
      .getByRole('textbox', { name: t('chat:composer.label') })
      .fill("I'm free Tuesday morning");
    await panel.getByRole('button', { name: t('chat:composer.send') }).click();
    const share = panel.getByRole('button', { name: 'Yes, share these times' });
    await share.waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Pick times myself' }).waitFor();
    const understood = escapeRegExp(t('chat:understood.title', { zone: '@' })).replace('@', '.+');
    const times = panel.getByRole('group', { name: new RegExp(`^${understood}$`) });
    const removeName = escapeRegExp(t('chat:times.remove', { time: '@' })).replace('@', '.+');
    await times.getByRole('button', { name: new RegExp(`^${removeName}$`) }).waitFor();
    // Nothing is sent before the candidate says so.
    expect(e2e.server.state.links[scenario.hash]?.confirmations ?? []).toEqual([]);
    const calls = chatCalls().length;
    await share.click();
    await panel
      .getByText(t('chat:share.shared', { organization: 'Acme Robotics' }))
      .waitFor({ timeout: 15_000 });
    const sent = e2e.server.state.links[scenario.hash]?.confirmations ?? [];
    expect(sent).toHaveLength(1);
    const ranges = chat.replies
      .find((r) => r.id === 'parse-availability')
      ?.events.at(-1)?.availableTimeRanges;
    expect(sent[0]).toMatchObject({
      guestTimeZone: scenario.browserTimeZone,
      availableTimeRanges: (ranges ?? []).map((r) => ({
        startTime: new Date(r.startTime).toISOString(),
        endTime: new Date(r.endTime).toISOString(),
      })),
    });
    expect(typeof sent[0]?.resultOption).toBe('string');
    // Then the assistant is told, with the button's action.
    await expect.poll(() => chatCalls().length).toBe(calls + 1);
    expect(chatCalls().at(-1)?.body).toMatchObject({
      message: 'Yes, share these times',
      action: 'CONFIRM_AVAILABILITY',
    });
    // The page behind moved on to "availability sent"; focus stayed in the chat.
    await page.locator('[data-screen="availabilitySent"]').waitFor();
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(e2e.problems).toEqual([]);
  });

  it('"Pick times myself": the chat closes and Pick days opens, nothing sent', async () => {
    const page = await open();
    const panel = await openChat(page);
    await panel
      .getByRole('textbox', { name: t('chat:composer.label') })
      .fill("I'm free Tuesday morning");
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Pick times myself' }).click({ timeout: 20_000 });
    await panel.waitFor({ state: 'hidden' });
    await page.locator('[data-screen="pickDays"]').waitFor({ timeout: 20_000 });
    expect(chatCalls()).toHaveLength(1);
    expect(e2e.server.state.links[scenario.hash]?.confirmations ?? []).toEqual([]);
    expect(e2e.problems).toEqual([]);
  });

  it('while an answer streams the message box is unavailable and says why; Stop stays usable', async () => {
    const page = await open();
    const panel = await openChat(page);
    const box = panel.getByRole('textbox', { name: t('chat:composer.label') });
    await box.fill('Tell me more');
    await page.keyboard.press('Enter');
    await panel.getByText('I can help').waitFor({ timeout: 15_000 });
    expect(await box.getAttribute('aria-disabled')).toBe('true');
    expect(await box.isEditable()).toBe(false);
    const described = await box.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(described).toContain(t('chat:composer.waiting'));
    // Focus stays in the box; typing there changes nothing and sends nothing.
    expect(await isFocused(box)).toBe(true);
    await page.keyboard.type('x');
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe('');
    expect(chatCalls()).toHaveLength(1);
    await panel.getByRole('log').getByText(answerOf('default')).waitFor({ timeout: 15_000 });
    await expect.poll(() => box.getAttribute('aria-disabled')).toBe(null);
    expect(await box.isEditable()).toBe(true);
    expect(e2e.problems).toEqual([]);
  });

  it('reload: the conversation is still there, and a half-typed message too', async () => {
    const page = await open();
    const panel = await openChat(page);
    const box = panel.getByRole('textbox', { name: t('chat:composer.label') });
    await box.fill('Is there parking at the office?');
    await panel.getByRole('button', { name: t('chat:composer.send') }).click();
    const answer = answerOf('default');
    await panel.getByRole('log').getByText(answer).waitFor({ timeout: 15_000 });
    await box.fill('And one more thing');
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: t('intro:yourInterviews'), exact: true })
      .waitFor();
    const again = await openChat(page);
    await again.getByText('Is there parking at the office?').waitFor();
    await again.getByRole('log').getByText(answer).waitFor();
    expect(await again.getByRole('textbox', { name: t('chat:composer.label') }).inputValue()).toBe(
      'And one more thing',
    );
    expect(e2e.problems).toEqual([]);
  });

  it('stop: the answer ends where it was; Try again asks once more', async () => {
    const page = await open();
    const panel = await openChat(page);
    await panel.getByRole('textbox', { name: t('chat:composer.label') }).fill('Tell me more');
    await panel.getByRole('button', { name: t('chat:composer.send') }).click();
    await panel.getByText('I can help').waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: t('chat:composer.stop') }).click();
    await panel.getByText(t('chat:transcript.stopped')).waitFor();
    await panel.getByRole('button', { name: t('general:actions.tryAgain') }).click();
    await panel.getByRole('log').getByText(answerOf('default')).waitFor({ timeout: 15_000 });
    expect(chatCalls()).toHaveLength(2);
    expect(e2e.problems).toEqual([]);
  });

  it('phone screenshots mid-stream in en and ja, and a desktop one', async () => {
    const dir = join(root, 'test-results', 'chat');
    mkdirSync(dir, { recursive: true });
    for (const lng of ['en', 'ja']) {
      const page = await newPage(e2e, { timezoneId: scenario.browserTimeZone });
      await page.goto(`${e2e.server.url}/s/${scenario.hash}?lng=${lng}`);
      await page.locator('[data-screen="intro"] h1').waitFor();
      // The way in sits in a bar at the top of the page (its words are Japanese in ja).
      await page.getByRole('complementary').getByRole('button').click();
      const panel = page.getByRole('dialog');
      await panel.waitFor();
      await panel
        .getByRole('textbox')
        .fill(lng === 'ja' ? '服装はどうすればいいですか？' : 'What should I wear?');
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await panel.locator('li').last().textContent())?.length ?? 0)
        .toBeGreaterThan(40);
      await page.screenshot({ path: join(dir, `mid-stream-${lng}.png`) });
      await e2e.context?.close();
    }
    // On a laptop the panel sits at the side, the page beside it: it covers none of the page's
    // actions (the sticky submit bar on Pick days).
    const page = await newPage(e2e, {
      timezoneId: scenario.browserTimeZone,
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${e2e.server.url}/s/${scenario.hash}`);
    await page.getByRole('button', { name: t('intro:getStarted') }).click();
    await page.locator('[data-screen="pickDays"]').waitFor({ timeout: 20_000 });
    const panel = await openChat(page);
    await panel.getByRole('textbox').fill("I'm free Tuesday morning");
    await page.keyboard.press('Enter');
    await panel
      .getByRole('button', { name: 'Yes, share these times' })
      .waitFor({ timeout: 15_000 });
    const box = await panel.boundingBox();
    const bar = await page.locator('[data-sticky-bar]').boundingBox();
    expect(box && bar).toBeTruthy();
    if (box && bar) expect(bar.x + bar.width).toBeLessThanOrEqual(box.x);
    await page.screenshot({ path: join(dir, 'desktop-en.png') });
    expect(e2e.problems).toEqual([]);
  });
});

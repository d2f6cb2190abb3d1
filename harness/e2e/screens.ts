/**
 * The screens the WCAG checks of the real pages visit (accessibility.e2e.ts, text-spacing.e2e.ts):
 * every route of the README's "Routes" table in the states a candidate sees first, 13 screens
 * of the 6 routes, each reached in a language (its texts, its browser locale) and a viewport.
 */
import type { Page } from 'playwright-core';
import { FIXED_NOW, getScenario, type ScenarioId } from '../../fixtures';
import { createSyncI18n, resourcesFromModules } from '../../src/i18n';
import { appTookOver, type E2eSession, escapeRegExp, newPage, pickSlots, t } from './support';

export type Viewport = { width: number; height: number };
export const PHONE: Viewport = { width: 390, height: 844 };
export const LAPTOP: Viewport = { width: 1280, height: 800 };

export type Translate = typeof t;

/** A language of a check: the app's code, the browser's locale, its texts. */
export interface Language {
  lng: 'en' | 'de';
  locale: string;
  t: Translate;
}

const german = resourcesFromModules(
  import.meta.glob(['../../locales/en/*.json', '../../locales/de/*.json'], {
    eager: true,
    import: 'default',
  }),
);
export const ENGLISH: Language = { lng: 'en', locale: 'en-US', t };
/** German: the long words. */
export const GERMAN: Language = {
  lng: 'de',
  locale: 'de-DE',
  t: createSyncI18n({ lng: 'de', resources: german }).t,
};

/** Where and how a screen is opened: the test's session, its language, the first viewport. */
export interface ScreenContext {
  session: E2eSession;
  language: Language;
  viewport: Viewport;
}

/** A counted text ("Search complete: 1,234 options") with any number in place of the count. */
function counted(tr: Translate, key: 'pickDays:search.finished'): RegExp {
  const sample = tr(key, { count: 1000 });
  const number = /\d[\d.,\s\u00a0\u202f]*\d/.exec(sample)?.[0] ?? '1000';
  const [before = '', after = ''] = sample.split(number);
  return new RegExp(`^${escapeRegExp(before)}[\\d.,\\s\\u00a0\\u202f]+${escapeRegExp(after)}$`);
}

export const h1 = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Opens `path` in a fresh page of the context's session, language and viewport, at the fixtures'
 * clock when `fixedClock`; console errors and page errors go to the session's problems.
 */
async function openAt(
  { session, language, viewport }: ScreenContext,
  path: string,
  { timezoneId, fixedClock = false }: { timezoneId?: string; fixedClock?: boolean } = {},
): Promise<Page> {
  await session.context?.close();
  const page = await newPage(session, {
    viewport,
    locale: language.locale,
    ...(timezoneId ? { timezoneId } : {}),
  });
  if (fixedClock) await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${session.server.url}${path}`);
  await appTookOver(page);
  return page;
}

const candidatePath = (id: ScenarioId) => `/s/${getScenario(id).hash}`;
const tz = (id: ScenarioId) => getScenario(id).browserTimeZone;
const superdayPath = () => {
  const s = getScenario('superday');
  return `/superday/${s.superday?.interviewId ?? ''}?hash=${s.hash}`;
};
const portalPath = () => `/p/${(getScenario('portal').portal?.segments ?? []).join('/')}`;
const schedulingPath = () => `/l/${getScenario('scheduling-link').schedulingLink?.id ?? ''}`;
const interviewerPath = () => {
  const link = getScenario('interviewer-link').interviewerLink;
  if (!link) throw new Error('the interviewer-link scenario has a link');
  return `/i/${link.organizationSlug}/${link.customUrl}?email=${encodeURIComponent(link.interviewerEmail)}`;
};

async function introduction(ctx: ScreenContext): Promise<Page> {
  const page = await openAt(ctx, candidatePath('pending'), { timezoneId: tz('pending') });
  await h1(page, ctx.language.t('intro:yourInterviews')).waitFor();
  return page;
}

/** Pick days with the search complete, from the introduction (`from`, or a fresh one). */
export async function pickDaysScreen(ctx: ScreenContext, from?: Page): Promise<Page> {
  const tr = ctx.language.t;
  const page = from ?? (await introduction(ctx));
  await page.getByRole('button', { name: tr('intro:getStarted') }).click();
  await h1(page, tr('pickDays:title')).waitFor();
  await page.getByRole('tabpanel').getByRole('checkbox').first().waitFor();
  await page.getByText(counted(tr, 'pickDays:search.finished')).first().waitFor();
  return page;
}

async function confirmed(ctx: ScreenContext): Promise<Page> {
  const page = await openAt(ctx, candidatePath('confirmed'), { timezoneId: tz('confirmed') });
  await h1(page, ctx.language.t('booking:confirmation.heading')).waitFor();
  return page;
}

async function schedulingTimes(ctx: ScreenContext): Promise<Page> {
  const page = await openAt(ctx, schedulingPath(), {
    timezoneId: tz('scheduling-link'),
    fixedClock: true,
  });
  await h1(page, ctx.language.t('schedulingLink:time.title')).waitFor();
  await page.getByRole('radio').first().waitFor();
  return page;
}

export async function superdayScreen(ctx: ScreenContext): Promise<Page> {
  const page = await openAt(ctx, superdayPath(), { timezoneId: tz('superday') });
  await h1(page, ctx.language.t('superday:choose.title')).waitFor();
  return page;
}

export async function interviewerLinkScreen(ctx: ScreenContext): Promise<Page> {
  const page = await openAt(ctx, interviewerPath(), {
    timezoneId: tz('interviewer-link'),
    fixedClock: true,
  });
  await h1(page, ctx.language.t('interviewerLink:availability.title')).waitFor();
  return page;
}

/**
 * A screen of a route, in a state: how to reach it from a fresh page, or, when it `follows` the
 * screen before it in ROUTE_SCREENS, from that screen's page (`from`: one page load less).
 */
export interface Screen {
  name: string;
  follows?: true;
  open: (ctx: ScreenContext, from?: Page) => Promise<Page>;
}

/**
 * Every route of the README's "Routes" table, first screen and key states: 13 screens. In this
 * order the availability-sent screen (which changes what the pending link shows next) comes
 * after the two that need the link as the fixtures have it.
 */
export const ROUTE_SCREENS: Screen[] = [
  { name: '/s/:hash introduction', open: (ctx) => introduction(ctx) },
  {
    name: '/s/:hash pick days, results in',
    follows: true,
    open: (ctx, from) => pickDaysScreen(ctx, from),
  },
  {
    name: '/s/:hash availability sent',
    follows: true,
    open: async (ctx, from) => {
      const tr = ctx.language.t;
      const page = from ?? (await pickDaysScreen(ctx));
      await pickSlots(page, 3, tr);
      await page.getByRole('button', { name: tr('pickDays:submit.availability') }).click();
      await h1(page, tr('intro:availabilitySent.title')).waitFor({ timeout: 15_000 });
      return page;
    },
  },
  { name: '/s/:hash confirmed', open: (ctx) => confirmed(ctx) },
  {
    name: '/s/:hash reschedule',
    follows: true,
    open: async (ctx, from) => {
      const tr = ctx.language.t;
      const page = from ?? (await confirmed(ctx));
      await page.getByRole('button', { name: tr('booking:confirmation.reschedule') }).click();
      await h1(page, tr('booking:reschedule.heading')).waitFor();
      return page;
    },
  },
  {
    name: '/s/:hash chat open',
    open: async (ctx) => {
      const tr = ctx.language.t;
      const page = await openAt(ctx, candidatePath('chatbot'), { timezoneId: tz('chatbot') });
      await h1(page, tr('intro:yourInterviews')).waitFor();
      await page.getByRole('button', { name: tr('chat:launcher.open') }).click();
      await page.getByRole('dialog').waitFor();
      return page;
    },
  },
  {
    name: '/s/:hash expired link',
    open: async (ctx) => {
      const page = await openAt(ctx, candidatePath('expired'));
      await page.locator('h1').first().waitFor();
      return page;
    },
  },
  { name: '/i/:organizationSlug/:customUrl', open: (ctx) => interviewerLinkScreen(ctx) },
  {
    name: '/p/:a/:b/:c?',
    open: async (ctx) => {
      const page = await openAt(ctx, portalPath(), { timezoneId: tz('portal'), fixedClock: true });
      await page.locator('[data-screen="portal"] h1').waitFor();
      return page;
    },
  },
  { name: '/superday/:interviewId', open: (ctx) => superdayScreen(ctx) },
  { name: '/l/:id times', open: (ctx) => schedulingTimes(ctx) },
  {
    name: '/l/:id details',
    follows: true,
    open: async (ctx, from) => {
      const tr = ctx.language.t;
      const page = from ?? (await schedulingTimes(ctx));
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: tr('schedulingLink:time.next'), exact: true }).click();
      await h1(page, tr('contact:heading')).waitFor();
      return page;
    },
  },
  {
    name: 'any other path (invalid link)',
    open: async (ctx) => {
      const page = await openAt(ctx, '/no/such/page');
      await h1(page, ctx.language.t('intro:linkProblem.invalidTitle')).waitFor();
      return page;
    },
  },
];

/**
 * Every state of the candidate flow's screen union (model.ts SCREEN_KINDS) has stories: the
 * screen it renders has a stories file with at least one story, and the link-problem screen has
 * a story for each of its kinds. A new screen kind without a story fails here (and a kind
 * missing from the map below fails the type check).
 */
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  type LinkProblemKind,
  SCREEN_KINDS,
  type ScreenKind,
} from '../../../src/features/candidate/model';
import { AvailabilitySentScreen } from '../../../src/features/candidate/screens/AvailabilitySentScreen';
import { ConfirmationScreen } from '../../../src/features/candidate/screens/ConfirmationScreen';
import { IntroScreen } from '../../../src/features/candidate/screens/IntroScreen';
import { LinkProblemScreen } from '../../../src/features/candidate/screens/LinkProblemScreen';
import { LoadingScreen } from '../../../src/features/candidate/screens/LoadingScreen';
import { NoResultsScreen } from '../../../src/features/candidate/screens/NoResultsScreen';
import { PickDaysScreen } from '../../../src/features/candidate/screens/PickDaysScreen';
import { RescheduleScreen } from '../../../src/features/candidate/screens/RescheduleScreen';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens take different props
const SCREEN_OF: Record<ScreenKind, ComponentType<any>> = {
  loading: LoadingScreen,
  intro: IntroScreen,
  pickDays: PickDaysScreen,
  availabilitySent: AvailabilitySentScreen,
  confirmed: ConfirmationScreen,
  reschedule: RescheduleScreen,
  linkProblem: LinkProblemScreen,
  noResults: NoResultsScreen,
};

interface StoryModule {
  default: { title?: string; component?: unknown; args?: Record<string, unknown> };
  [name: string]: unknown;
}

const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });

function storiesOf(component: unknown): { title: string; stories: [string, unknown][] }[] {
  return Object.values(modules)
    .filter((m) => m.default.component === component)
    .map((m) => ({
      title: m.default.title ?? '',
      stories: Object.entries(m).filter(
        ([name]) => name !== 'default' && name !== '__namedExportsOrder',
      ),
    }));
}

describe('every screen of the candidate flow has stories', () => {
  it.each(SCREEN_KINDS)('%s', (kind) => {
    const files = storiesOf(SCREEN_OF[kind]);
    expect(files, `no stories file renders the ${kind} screen`).toHaveLength(1);
    const [file] = files;
    expect(file?.title.startsWith('Candidate/Screens/')).toBe(true);
    expect(file?.stories.length ?? 0).toBeGreaterThan(0);
  });

  it.each(['expired', 'invalid'] satisfies LinkProblemKind[])(
    'the link-problem screen has a story for %s links',
    (kind) => {
      const [file] = storiesOf(LinkProblemScreen);
      const args = (file?.stories ?? []).map(([, story]) => ({
        ...(modules[
          Object.keys(modules).find((k) => modules[k]?.default.component === LinkProblemScreen) ??
            ''
        ]?.default.args ?? {}),
        ...((story as { args?: Record<string, unknown> }).args ?? {}),
      }));
      expect(args.some((a) => a.kind === kind)).toBe(true);
    },
  );
});

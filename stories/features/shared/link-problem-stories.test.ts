/**
 * The link-problem screen has a story for each kind of problem it tells (expired, invalid,
 * canceled, window expired, unauthorized, not available yet).
 * That every screen kind has stories at all is stories/screen-coverage.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { LinkProblemKind } from '../../../src/features/shared';
import { LinkProblemScreen } from '../../../src/features/shared/screens/LinkProblemScreen';

interface StoryModule {
  default: { component?: unknown; args?: Record<string, unknown> };
  [name: string]: unknown;
}

/** Every kind, as a record so that a new kind without an entry does not compile. */
const EVERY_KIND = {
  expired: true,
  invalid: true,
  canceled: true,
  windowExpired: true,
  unauthorized: true,
  notYetAvailable: true,
} satisfies Record<LinkProblemKind, true>;

const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });
const file = Object.values(modules).find((m) => m.default.component === LinkProblemScreen);

describe('the link-problem screen', () => {
  it.each(Object.keys(EVERY_KIND))('has a story for %s links', (kind) => {
    const stories = Object.entries(file ?? {}).filter(
      ([name]) => name !== 'default' && name !== '__namedExportsOrder',
    );
    const args = stories.map(([, story]) => ({
      ...(file?.default.args ?? {}),
      ...((story as { args?: Record<string, unknown> }).args ?? {}),
    }));
    expect(args.some((a) => a.kind === kind)).toBe(true);
  });
});

/**
 * The link-problem screen has a story for each kind of problem it tells (expired, invalid).
 * That every screen kind has stories at all is stories/screen-coverage.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { LinkProblemKind } from '../../../src/features/shared';
import { LinkProblemScreen } from '../../../src/features/shared/screens/LinkProblemScreen';

interface StoryModule {
  default: { component?: unknown; args?: Record<string, unknown> };
  [name: string]: unknown;
}

const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });
const file = Object.values(modules).find((m) => m.default.component === LinkProblemScreen);

describe('the link-problem screen', () => {
  it.each(['expired', 'invalid'] satisfies LinkProblemKind[])(
    'has a story for %s links',
    (kind) => {
      const stories = Object.entries(file ?? {}).filter(
        ([name]) => name !== 'default' && name !== '__namedExportsOrder',
      );
      const args = stories.map(([, story]) => ({
        ...(file?.default.args ?? {}),
        ...((story as { args?: Record<string, unknown> }).args ?? {}),
      }));
      expect(args.some((a) => a.kind === kind)).toBe(true);
    },
  );
});

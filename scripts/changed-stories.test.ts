import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure, storiesAffectedBy } from './changed-stories.mjs';

const root = join(import.meta.dirname, '..');

/** A Storybook index of the real story files, as `storybook build` writes it (ids made up). */
const index = {
  entries: Object.fromEntries(
    [
      ['ui-button--default', './stories/ui/Button.stories.tsx'],
      ['ui-dialog--default', './stories/ui/Dialog.stories.tsx'],
      ['candidate-screens-pickdays--default', './stories/features/candidate/PickDays.stories.tsx'],
      ['candidate-flows-journey--default', './stories/flows/CandidateFlow.stories.tsx'],
      ['chat-flows-chat--default', './stories/flows/ChatFlow.stories.tsx'],
    ].map(([id, importPath]) => [id, { id, importPath, type: 'story' }]),
  ),
};

describe('--changed: the stories a change reaches', () => {
  it('follows imports to any depth, and import.meta.glob', () => {
    const closure = importClosure(root, 'stories/flows/ChatFlow.stories.tsx');
    expect(closure.has('stories/support/i18n.ts')).toBe(true);
    // through stories/support/i18n.ts's import.meta.glob of every translation
    expect(closure.has('locales/de/chat.json')).toBe(true);
    expect(closure.has('src/features/chat/containers/ChatPanelContainer.tsx')).toBe(true);
  });

  it('picks the stories whose files import what changed, and only those', () => {
    expect(existsSync(join(root, 'src/features/candidate/screens/PickDaysScreen.tsx'))).toBe(true);
    const pickDays = storiesAffectedBy(root, index, [
      'src/features/candidate/screens/PickDaysScreen.tsx',
    ]);
    expect(pickDays.ids).toContain('candidate-screens-pickdays--default');
    expect(pickDays.ids).not.toContain('ui-button--default');
    expect(pickDays.ids).not.toContain('ui-dialog--default');
    const story = storiesAffectedBy(root, index, ['stories/ui/Dialog.stories.tsx']);
    expect(story.ids).toEqual(['ui-dialog--default']);
    const chat = storiesAffectedBy(root, index, ['locales/sw/chat.json']);
    expect(chat.ids).toContain('chat-flows-chat--default');
  });

  it('a changed baseline picks its story; a file no story reaches picks none', () => {
    expect(
      storiesAffectedBy(root, index, ['stories/__screenshots__/de/ui-button--default.png']).ids,
    ).toEqual(['ui-button--default']);
    expect(storiesAffectedBy(root, index, ['README.md', 'harness/server/main.ts']).ids).toEqual([]);
  });

  it('the workbench, the packages and the static files reach every story', () => {
    for (const file of [
      '.storybook/preview.tsx',
      'package-lock.json',
      'public/mockServiceWorker.js',
    ]) {
      expect(storiesAffectedBy(root, index, [file]).ids).toHaveLength(5);
    }
    expect(readFileSync(join(root, '.storybook/preview.tsx'), 'utf8')).toContain('decorators');
  });
});

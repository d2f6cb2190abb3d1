/** Types of scripts/changed-stories.mjs, for its tests. */
export interface StoryIndex {
  entries: Record<string, { id: string; importPath: string; type: string }>;
}

export interface ChangedStories {
  ids: string[];
  reason: string;
}

export function changedFiles(root: string, base: string): string[];
export function importClosure(
  root: string,
  entry: string,
  cache?: Map<string, string[]>,
): Set<string>;
export function storiesAffectedBy(
  root: string,
  index: StoryIndex,
  changed: string[],
): ChangedStories;
export function changedStories(options: {
  root: string;
  index: StoryIndex;
  base: string;
}): ChangedStories;

/**
 * Every exported value of `src/domain` has a production caller (src or the harness app, tests
 * excluded; a rule used by another reached rule counts), or is listed below for the named
 * feature that will call it. A rule nobody calls and nobody plans to call is deleted, not kept
 * "just in case": that is how duplicates and misread rules hid before (issue 10).
 */
import { describe, expect, it } from 'vitest';
import { type DomainExport, unreachedDomainExports } from './domain-callers';

type Feature =
  'superday' | 'portal' | 'chat' | 'interviewer link' | 'scheduling link' | 'debug mode';

/** Exports waiting for a feature that is not built yet, each with the reason. */
const FOR_FEATURES: Readonly<
  Record<DomainExport, { feature: Feature | 'workbench'; why: string }>
> = {};

describe('every exported domain rule has a caller', () => {
  const unreached = unreachedDomainExports(process.cwd());

  it('has a production caller, or is listed for the feature that will call it', () => {
    const orphans = unreached.filter((name) => !(name in FOR_FEATURES));
    expect(
      orphans.map((name) => `${name} has no production caller and no feature listed for it`),
    ).toEqual([]);
  });

  it('lists no rule that already has a production caller (the list only shrinks)', () => {
    const called = Object.keys(FOR_FEATURES).filter(
      (name) => !unreached.includes(name as DomainExport),
    );
    expect(called.map((name) => `${name} is called now: take it off the list`)).toEqual([]);
  });
});

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
> = {
  'src/domain/chat.ts#appendStreamAnswer': { feature: 'chat', why: 'fills the streamed reply' },
  'src/domain/chat.ts#chatOpeningText': { feature: 'chat', why: 'the greeting of the panel' },
  'src/domain/chat.ts#createPlaceholderReply': {
    feature: 'chat',
    why: 'the placeholder a stream fills (spec 4)',
  },
  'src/domain/chat.ts#failReply': { feature: 'chat', why: 'the reply text of a failed stream' },
  'src/domain/chat.ts#fromStoredMessage': { feature: 'chat', why: 'server-stored history' },
  'src/domain/chat.ts#shouldIgnoreChatInput': {
    feature: 'chat',
    why: 'input ignored while streaming (spec 4)',
  },
  'src/domain/chat.ts#toHistory': { feature: 'chat', why: 'the history sent with a message' },
  'src/domain/chatbot-slot.ts#chooseChatbotOption': {
    feature: 'chat',
    why: 'confirm/reschedule from free text (spec 5)',
  },
  'src/domain/time-ranges.ts#eventsInsideRanges': {
    feature: 'chat',
    why: 'the chatbot choice: every event inside the ranges read from free text (chatbot-slot.ts)',
  },
  'src/domain/chatbot-slot.ts#mergeAvailableRanges': {
    feature: 'chat',
    why: 'the ranges read from free text',
  },
  'src/domain/entities.ts#FLOW_TYPES': {
    feature: 'superday',
    why: 'the superday and high-volume flows of the search',
  },
  'src/domain/time-zone.ts#zonedParts': {
    feature: 'workbench',
    why: 'the wall-clock rule the fixtures build story data with (fixtures/time.ts)',
  },
};

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

/**
 * The chat's story data, from the chatbot scenario (what the stand-in answers): its earlier
 * messages, its scripted answers, the times it understands, and the option the chat offers for
 * them among the options the scenario's socket streams.
 */
import {
  DEFAULT_SOCKET_PARAMS,
  FIXED_NOW_MS,
  generateOptions,
  getScenario,
  isReplyOk,
} from '../../../fixtures';
import { chooseChatbotOption } from '../../../src/domain/chatbot-slot';
import type { ChatStreamEvent, ResultOption } from '../../../src/domain/entities';
import type {
  ChatTurn,
  ReplyTurn,
  ShareState,
  ShareView,
  ShareWhere,
  UserTurn,
} from '../../../src/features/chat/model';
import { shareOfReply } from '../../../src/features/chat/share-state';
import { turnOfStored } from '../../../src/features/chat/state';

const scenario = getScenario('chatbot');

function chatOf() {
  if (!scenario.chat) throw new Error('the chatbot scenario has a chat');
  return scenario.chat;
}

export const CHAT = chatOf();
export const ZONE = scenario.browserTimeZone;
export const AGENT_NAME = CHAT.agent?.name ?? null;
export const ORGANIZATION = isReplyOk(scenario.intro)
  ? scenario.intro.result.organization.name
  : 'Acme Robotics';

export const earlier: readonly ChatTurn[] = CHAT.history.map(turnOfStored);

function eventsOf(id: string): readonly ChatStreamEvent[] {
  const script = CHAT.replies.find((r) => r.id === id);
  if (!script) throw new Error(`no script ${id}`);
  return script.events;
}

/** The whole answer of a script, as the panel holds it once complete. */
function finalOf(events: readonly ChatStreamEvent[]) {
  const last = events.at(-1) ?? {};
  return {
    text: events.map((e) => e.answer ?? '').join(''),
    buttons: last.buttons ?? [],
    understood: last.parsedAvailability ?? [],
    ranges: last.availableTimeRanges ?? [],
  };
}

let n = 0;
export function you(text: string, action: string | null = null): UserTurn {
  n += 1;
  return { kind: 'user', id: `you-${String(n)}`, text, action, at: FIXED_NOW_MS + n * 60_000 };
}

/** A reply of the script `id`, complete unless said otherwise. */
export function reply(
  id: string,
  answers: UserTurn,
  overrides: Partial<ReplyTurn> = {},
): ReplyTurn {
  n += 1;
  return {
    kind: 'reply',
    id: `reply-${String(n)}`,
    at: answers.at + 5_000,
    status: 'done',
    failure: null,
    answers: answers.id,
    ...finalOf(eventsOf(id)),
    ...overrides,
  };
}

/** The options the chatbot scenario's socket streams. */
export const options: readonly ResultOption[] = generateOptions({
  ...DEFAULT_SOCKET_PARAMS,
  count: 40,
});

const parse = finalOf(eventsOf('parse-availability'));

/** The option the chat offers for the understood times (spec 5). */
export function offeredOption(): ResultOption {
  const option = chooseChatbotOption(options, parse.ranges);
  if (!option) throw new Error('the chatbot scenario offers an option');
  return option;
}

/** A conversation of many turns (it scrolls). */
export function longConversation(): readonly ChatTurn[] {
  const turns: ChatTurn[] = [];
  const questions = [
    'Is the system design interview remote?',
    'How long is the coding interview?',
    'Who will I meet?',
    'Can I use my own laptop?',
    'What should I prepare?',
    'Is there a break between the interviews?',
  ];
  for (const question of questions) {
    const q = you(question);
    turns.push(q, reply('default', q, { buttons: [] }));
  }
  return turns;
}

/**
 * What the panel shows with the times of `understood` (a reply of the parse-availability
 * script): their status, and where they can go from the page (`options`: Pick days with the
 * earliest option inside them; `link`: the portal).
 */
export function shareOf(
  understood: ReplyTurn,
  status: ShareState['status'],
  where: ShareWhere['kind'],
): ShareView {
  const share = shareOfReply(understood);
  if (share === null) throw new Error('the reply carries times');
  const option = offeredOption();
  const place: ShareWhere =
    where === 'options'
      ? { kind: 'options', option }
      : where === 'link'
        ? { kind: 'link', href: '#s/pending' }
        : { kind: where };
  const locked = status === 'sharing' || status === 'shared';
  return {
    replyId: understood.id,
    times: share.times,
    editing: null,
    editError: null,
    editable: !locked && where !== 'closed' && where !== 'link',
    status,
    purpose: 'confirm',
    option: where === 'options' || locked ? option : null,
    error: null,
    where: place,
  };
}

import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './entities';
import { CHAT_ERRORS, CHAT_STREAM_TIMEOUT_MS } from './chat';
import {
  appendStreamAnswer,
  chatOpeningText,
  createPlaceholderReply,
  DEFAULT_CHAT_GREETING,
  fromStoredMessage,
  shouldIgnoreChatInput,
  toHistory,
} from './chat-messages';

const msg = (id: string, role: ChatMessage['role'], text: string): ChatMessage => ({
  id,
  role,
  text,
  timestamp: 0,
});

describe('chat greeting', () => {
  it('the default greeting is "Hello! How can I help you today?" with an i18n key', () => {
    expect(DEFAULT_CHAT_GREETING).toEqual({
      key: 'chat:greeting',
      defaultText: 'Hello! How can I help you today?',
    });
  });

  it('the panel opens with the greeting unless an initial message is given', () => {
    expect(chatOpeningText(undefined)).toBe('Hello! How can I help you today?');
    expect(chatOpeningText(null, 'Hallo!')).toBe('Hallo!');
    expect(chatOpeningText('   ', 'Hallo!')).toBe('Hallo!');
    expect(chatOpeningText('Welcome back, Ada', 'Hallo!')).toBe('Welcome back, Ada');
  });
});

describe('chat constants and error texts', () => {
  it('the stream times out after 60 seconds', () => {
    expect(CHAT_STREAM_TIMEOUT_MS).toBe(60_000);
  });

  it('has the three error texts of the spec', () => {
    expect(CHAT_ERRORS.replyFailed.defaultText).toBe(
      'Sorry, I encountered an error. Please try again.',
    );
    expect(CHAT_ERRORS.streamTimeout).toBe('Stream timeout after 60s');
    expect(CHAT_ERRORS.httpError).toBe('HTTP error');
  });
});

describe('fromStoredMessage: type CANDIDATE means user, otherwise system; createdAt becomes epoch ms', () => {
  it('maps a candidate message', () => {
    expect(
      fromStoredMessage({
        id: 'm1',
        message: 'Hi',
        type: 'CANDIDATE',
        createdAt: '2030-01-01T10:00:00+01:00',
      }),
    ).toEqual({ id: 'm1', text: 'Hi', role: 'user', timestamp: Date.UTC(2030, 0, 1, 9) });
  });

  it.each(['BOT', 'SYSTEM', 'RECRUITER', 'candidate', ''])(
    'type %j is a system message',
    (type) => {
      expect(
        fromStoredMessage({ id: 'm', message: 'x', type, createdAt: '2030-01-01T00:00:00Z' }).role,
      ).toBe('system');
    },
  );

  it('an unparseable createdAt becomes 0, never NaN', () => {
    expect(
      fromStoredMessage({ id: 'm', message: 'x', type: 'BOT', createdAt: 'yesterday' }).timestamp,
    ).toBe(0);
  });
});

describe('shouldIgnoreChatInput: ignored while a reply streams or when both text and action are empty', () => {
  it.each([
    [{ text: 'hello', action: null, isStreaming: true }, true],
    [{ text: '', action: 'confirm', isStreaming: true }, true],
    [{ text: '', action: null, isStreaming: false }, true],
    [{ text: '   ', action: '  ', isStreaming: false }, true],
    [{ text: '', isStreaming: false }, true],
    [{ text: 'hello', action: null, isStreaming: false }, false],
    [{ text: '', action: 'confirm', isStreaming: false }, false],
    [{ text: 'Tuesday', action: 'reschedule', isStreaming: false }, false],
  ])('%j → %s', (input, expected) => {
    expect(shouldIgnoreChatInput(input)).toBe(expected);
  });
});

describe('toHistory: the chatbot payload history', () => {
  it('maps user to user and system to assistant, keeping order', () => {
    expect(toHistory([msg('1', 'system', 'Hello!'), msg('2', 'user', 'Can I move it?')])).toEqual([
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'Can I move it?' },
    ]);
  });

  it('sends action messages (clicked buttons) as the user turn', () => {
    expect(toHistory([msg('1', 'action', 'Reschedule')])).toEqual([
      { role: 'user', content: 'Reschedule' },
    ]);
  });

  it('leaves out empty messages such as a placeholder still waiting', () => {
    expect(toHistory([msg('1', 'user', 'Hi'), createPlaceholderReply('2', 5)])).toEqual([
      { role: 'user', content: 'Hi' },
    ]);
  });
});

describe('streaming placeholder: a system message filled in as the stream arrives', () => {
  it('starts empty, as a system message stamped with the given now', () => {
    expect(createPlaceholderReply('r1', 1_700_000_000_000)).toEqual({
      id: 'r1',
      text: '',
      role: 'system',
      timestamp: 1_700_000_000_000,
    });
  });

  it('appends each answer chunk in order without mutating', () => {
    const p = createPlaceholderReply('r1', 1);
    const a = appendStreamAnswer(p, 'Sure, ');
    const b = appendStreamAnswer(a, 'Tuesday works.');
    expect(b.text).toBe('Sure, Tuesday works.');
    expect(p.text).toBe('');
    expect(b).toMatchObject({ id: 'r1', role: 'system', timestamp: 1 });
  });

  it('an absent or empty chunk leaves the message as it is', () => {
    const p = appendStreamAnswer(createPlaceholderReply('r1', 1), 'x');
    expect(appendStreamAnswer(p, undefined)).toBe(p);
    expect(appendStreamAnswer(p, '')).toBe(p);
  });
});

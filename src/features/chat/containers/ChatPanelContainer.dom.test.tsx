// @vitest-environment happy-dom
/**
 * The chat panel's journey through its container, with the API answered at the HTTP edge by the
 * fixtures' handlers (the chatbot scenario): earlier messages and the assistant's name, a
 * message sent and its answer streamed in, a failed answer and Try again (same Idempotency-Key),
 * and quick taps sending one message.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getScenario } from '../../../../fixtures';
import {
  API,
  button,
  cleanupContainers,
  httpEdge,
  renderContainer,
  settle,
  tripleClick,
  waitUntil,
} from '../../../testing/container-harness';
import type { ChatContext } from '../model';
import { ChatPanelContainer } from './ChatPanelContainer';

const scenario = getScenario('chatbot');
const chat = scenario.chat!;
const intro = 'result' in scenario.intro ? scenario.intro.result : null;
const MESSAGE_PATH = '/candidate-chatbot/message';

const context: ChatContext = {
  hash: scenario.hash,
  organizationId: intro?.organization.id ?? '',
  organizationName: intro?.organization.name ?? '',
  timeZone: 'America/New_York',
  status: 'pending_candidate_response',
  isReschedule: false,
  canGuestReschedule: true,
  duration: 60,
  totalDuration: 180,
  guestId: intro?.guest.id ?? '',
  jobId: intro?.interview.job.id ?? '',
  applicationId: intro?.interview.application.id ?? '',
  initialMessage: null,
};

/** The answer the chatbot streams for the script `id`. */
function answerOf(id: string): string {
  const script = chat.replies.find((r) => r.id === id);
  return (script?.events ?? []).map((e) => e.answer ?? '').join('');
}

function renderPanel(extra: RequestHandler[] = []) {
  const edge = httpEdge(['chatbot'], extra);
  const drafts = new Map<string, string>();
  const draftStore = {
    getItem: (key: string) => drafts.get(key) ?? null,
    setItem: (key: string, value: string) => void drafts.set(key, value),
    removeItem: (key: string) => void drafts.delete(key),
  };
  const { container } = renderContainer(
    <ChatPanelContainer
      context={context}
      http={edge.http}
      booking={{ kind: 'closed' }}
      open
      onClose={() => undefined}
      draftStore={draftStore}
    />,
  );
  const log = () => container.querySelector('[role="log"]')?.textContent ?? '';
  /** Types `text` into the message box as the candidate would (React sees the input event). */
  const type = (text: string) => {
    const box = container.querySelector('textarea');
    if (box === null) throw new Error('no message box');
    // The prototype's setter: React's own tracker on the element would hide the change.
    Reflect.set(HTMLTextAreaElement.prototype, 'value', text, box);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const posts = () => edge.writesTo(MESSAGE_PATH);
  return { edge, container, log, type, posts, drafts };
}

afterEach(() => {
  cleanupContainers();
});

describe('ChatPanelContainer', () => {
  it('loads the earlier messages and the assistant’s name', async () => {
    const { container, log } = renderPanel();
    expect(log()).toContain('Loading earlier messages');
    await waitUntil(() => {
      expect(log()).toContain(chat.history[0]!.message);
    });
    expect(log()).toContain(chat.history[2]!.message);
    expect(container.querySelector('h2')?.textContent).toBe(chat.agent?.name);
  });

  it('sends a message with the context and an Idempotency-Key, and streams the answer in', async () => {
    const { container, log, type, posts, drafts } = renderPanel();
    await waitUntil(() => {
      expect(log()).toContain(chat.history[0]!.message);
    });
    type('When is my interview?');
    expect([...drafts.values()]).toEqual(['When is my interview?']);
    button(container, 'Send').click();
    await waitUntil(() => {
      expect(log()).toContain(answerOf('default'));
    });
    expect(posts()).toHaveLength(1);
    const sent = posts()[0]!;
    expect(sent.body).toMatchObject({
      message: 'When is my interview?',
      hash: context.hash,
      organizationId: context.organizationId,
      agentId: chat.agent?.id,
      duration: 60,
      totalDuration: 180,
      applicationId: context.applicationId,
      history: [
        { role: 'assistant', content: chat.history[0]!.message },
        { role: 'user', content: chat.history[1]!.message },
        { role: 'assistant', content: chat.history[2]!.message },
      ],
    });
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    // The box is emptied, and so is the kept draft.
    expect(container.querySelector('textarea')?.value).toBe('');
    expect(drafts.size).toBe(0);
  });

  it('a failed answer says why; Try again sends the same message with the same key', async () => {
    const { edge, container, log, type, posts } = renderPanel();
    await waitUntil(() => {
      expect(log()).toContain(chat.history[0]!.message);
    });
    edge.use(http.post(`${API}${MESSAGE_PATH}`, () => new HttpResponse(null, { status: 502 })));
    type('Can I move my interview?');
    button(container, 'Send').click();
    await waitUntil(() => {
      expect(log()).toContain('HTTP error 502');
    });
    edge.use();
    button(container, 'Try again').click();
    await waitUntil(() => {
      expect(log()).toContain(answerOf('reschedule'));
    });
    expect(log()).not.toContain('HTTP error 502');
    const [failed, retried] = posts();
    expect(posts()).toHaveLength(2);
    expect(retried?.body).toEqual(failed?.body);
    expect(retried?.headers.get('Idempotency-Key')).toBe(failed?.headers.get('Idempotency-Key'));
    // A new message is a new request: a new key.
    type('Thanks');
    button(container, 'Send').click();
    await waitUntil(() => {
      expect(posts()).toHaveLength(3);
    });
    expect(posts()[2]?.headers.get('Idempotency-Key')).not.toBe(
      failed?.headers.get('Idempotency-Key'),
    );
  });

  it('earlier messages that failed to load say so, with Try again', async () => {
    const { edge, container, log } = renderPanel([
      http.get(`${API}/message`, () => new HttpResponse(null, { status: 503 })),
    ]);
    await waitUntil(() => {
      expect(log()).toContain('Earlier messages couldn’t be loaded.');
    });
    edge.use();
    button(container, 'Try again').click();
    await waitUntil(() => {
      expect(log()).toContain(chat.history[0]!.message);
    });
    expect(log()).not.toContain('couldn’t be loaded');
    expect(edge.sent.filter((r) => r.path.startsWith('/message'))).toHaveLength(2);
  });

  it('three taps on Send in one task send one message', async () => {
    const { container, log, type, posts } = renderPanel();
    await waitUntil(() => {
      expect(log()).toContain(chat.history[0]!.message);
    });
    type('I am free Tuesday afternoon');
    tripleClick(button(container, 'Send'));
    await settle();
    expect(posts()).toHaveLength(1);
    await waitUntil(() => {
      expect(log()).toContain(answerOf('parse-availability'));
    });
    expect(posts()).toHaveLength(1);
    expect(log().match(/I am free Tuesday afternoon/g)).toHaveLength(1);
  });

  it('three taps on Try again in one task send the message once more, once', async () => {
    const { edge, container, log, type, posts } = renderPanel();
    await waitUntil(() => {
      expect(log()).toContain(chat.history[0]!.message);
    });
    edge.use(http.post(`${API}${MESSAGE_PATH}`, () => new HttpResponse(null, { status: 500 })));
    type('Hello');
    button(container, 'Send').click();
    await waitUntil(() => {
      expect(log()).toContain('HTTP error 500');
    });
    edge.use();
    tripleClick(button(container, 'Try again'));
    await settle();
    expect(posts()).toHaveLength(2);
    await waitUntil(() => {
      expect(log()).toContain(answerOf('default'));
    });
    expect(posts()).toHaveLength(2);
  });
});

// @vitest-environment happy-dom
/**
 * The way into the chat: the panel's chunk read when the chat opens (here from the start), the
 * panel mounted once it is there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupContainers,
  httpEdge,
  renderContainer,
  waitUntil,
} from '../../../testing/container-harness';
import type { ChatContext } from '../model';
import { Chat } from './Chat';

const context: ChatContext = {
  hash: 'no-such-hash',
  organizationId: 'org',
  organizationName: 'Acme Robotics',
  timeZone: 'UTC',
  status: 'pending_candidate_response',
  isReschedule: false,
  canGuestReschedule: true,
  duration: 60,
  totalDuration: 60,
  guestId: 'g',
  jobId: 'j',
  applicationId: 'a',
  initialMessage: null,
};

afterEach(() => {
  cleanupContainers();
});

describe('Chat', () => {
  it('shows the page only, until the chat opens; open from the start, the panel comes', async () => {
    const edge = httpEdge(['chatbot']);
    const chat = { context, http: edge.http, booking: { kind: 'closed' } as const };
    const { container, rerender } = renderContainer(
      <Chat chat={chat}>
        <p>The page</p>
      </Chat>,
    );
    expect(container.textContent).toContain('The page');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    rerender(
      <Chat chat={{ ...chat, defaultOpen: true }}>
        <p>The page</p>
      </Chat>,
    );
    await waitUntil(() => {
      expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    });
    expect(container.querySelector('[role="dialog"]')?.hasAttribute('hidden')).toBe(false);
  });
});

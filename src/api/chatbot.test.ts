import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAgentInfo, getChatMessages } from './chatbot';
import { ValidationError } from './errors';
import { getCsrfToken } from './refresh';
import { CSRF, HOSTS, USER_AGENT, ok, refreshHandler, setupApiTestServer } from './test-helpers';

const { server, log, newClient } = setupApiTestServer();

const agent = { id: 'agent-1', name: 'Ava', avatarUrl: null };
const stored = {
  id: 'msg-1',
  message: 'Can I move my interview?',
  type: 'CANDIDATE',
  createdAt: '2026-03-01T12:00:00Z',
};

describe('getAgentInfo', () => {
  it('GETs {main}/agents/info?organizationId and returns the first item', async () => {
    server.use(
      http.get(`${HOSTS.main}/agents/info`, () =>
        ok([agent, { id: 'agent-2', name: 'Bo', avatarUrl: 'https://cdn.test/bo.png' }]),
      ),
    );
    await expect(getAgentInfo(newClient(), 'org-1')).resolves.toEqual(agent);
    expect(log[0]?.url.search).toBe('?organizationId=org-1');
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });

  it('returns null for an empty list and rejects a non-list', async () => {
    server.use(http.get(`${HOSTS.main}/agents/info`, () => ok([])));
    await expect(getAgentInfo(newClient(), 'org-1')).resolves.toBeNull();
    server.use(http.get(`${HOSTS.main}/agents/info`, () => ok(agent)));
    await expect(getAgentInfo(newClient(), 'org-1')).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('getChatMessages', () => {
  it('GETs {main}/message with all query parameters → result (the list)', async () => {
    server.use(http.get(`${HOSTS.main}/message`, () => ok([stored])));
    const res = await getChatMessages(newClient(), {
      organizationId: 'org-1',
      hash: 'h1',
      guestId: 'g-1',
      jobId: 'j-1',
      applicationId: 'a-1',
    });
    expect(res).toEqual([stored]);
    expect(Object.fromEntries(log[0]!.url.searchParams)).toEqual({
      organizationId: 'org-1',
      hash: 'h1',
      guestId: 'g-1',
      jobId: 'j-1',
      applicationId: 'a-1',
    });
  });

  it('leaves out the optional parameters that are absent or empty', async () => {
    server.use(http.get(`${HOSTS.main}/message`, () => ok([])));
    await getChatMessages(newClient(), { organizationId: 'org-1', hash: '', jobId: null });
    expect(log[0]?.url.search).toBe('?organizationId=org-1');
  });

  it('rejects a stored message with an unparseable createdAt', async () => {
    server.use(
      http.get(`${HOSTS.main}/message`, () => ok([{ ...stored, createdAt: 'yesterday' }])),
    );
    await expect(getChatMessages(newClient(), { organizationId: 'org-1' })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('getCsrfToken', () => {
  it('GETs {main}/refresh with UserAgent → csrfToken', async () => {
    server.use(refreshHandler());
    await expect(getCsrfToken(newClient())).resolves.toBe(CSRF);
    expect(log[0]?.url.href).toBe(`${HOSTS.main}/refresh`);
    expect(log[0]?.headers.get('UserAgent')).toBe(USER_AGENT);
  });
});

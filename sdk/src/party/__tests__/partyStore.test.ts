import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { setupSignedIn } from '../../__tests__/testClient';
import { partyGroupCreationState, sessionSteps } from '../partyRules';
import { partyStoreOf } from '../partyStore';

const group = (id: string, groupName = 'Friday Crew') => ({
  id,
  groupName,
  publicityStatus: 'private',
  organiserName: 'Sam',
  role: 'organiser',
  memberCount: 1,
  openSessionCount: 0,
  createdAt: '2026-03-11T00:00:00.000Z',
});
const session = (autosessionStatus = 'on') => ({ sessionId: 's1', groupId: 'g1', status: 'open', autosessionStatus, myShares: 0, syndicateKey: 'k' });

async function signedIn() {
  const setup = setupSignedIn();
  await setup.client.session.getState().init();
  return setup;
}

describe('lotto party store (shop-specialised §5, §7 "Group play", §8)', () => {
  it('pages groups 6 at a time under /social/v3, keeping each page by its number', async () => {
    const { client, server } = await signedIn();
    server.on('partyGroups', (request) => ok([group(`g${request.url.searchParams.get('offset')}`)], { page_info: { limit: 6, offset: 6, total: 7 } }));
    const party = partyStoreOf(client);
    await party.getState().loadGroups(2);
    const [call] = server.calls('partyGroups');
    expect(call?.service).toBe('social');
    expect(call?.url.searchParams.get('limit')).toBe('6');
    expect(call?.url.searchParams.get('offset')).toBe('6');
    expect(party.getState().groups).toMatchObject({ isFetching: false, offset: 6, limit: 6, total: 7, ids: ['g6'], pages: { 2: ['g6'] } });
    await party.getState().loadGroups(0);
    expect(server.calls('partyGroups')[1]?.url.searchParams.get('offset')).toBe('0');
  });

  it('group creation: a profanity code and a 409 are field failures; anything else shows the persistent notification', async () => {
    const { client, server } = await signedIn();
    const party = partyStoreOf(client);
    server.on('partyGroupCreate', () => fail('profanity'));
    expect(await party.getState().createGroup({ groupName: 'rude' })).toMatchObject({ ok: false, reason: 'profanity' });
    server.on('partyGroupCreate', () => fail('group_name_taken'));
    expect(await party.getState().createGroup({ groupName: 'dup' })).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(client.notifications.getState().notifications).toHaveLength(0);
    server.on('partyGroupCreate', () => fail('internal_error'));
    expect(await party.getState().createGroup({ groupName: 'x' })).toMatchObject({ ok: false, reason: 'failed' });
    expect(client.notifications.getState().notifications.at(-1)).toMatchObject({
      title: 'Something went wrong',
      message: 'Sorry, looks like we failed to create the group/session. Please try again.',
      isAutoDismissed: false,
    });
  });

  it('session creation: a 422 draw_closed is the closed-draw failure, without the notification', async () => {
    const { client, server } = await signedIn();
    server.on('partySessionCreate', () => fail('draw_closed'));
    const result = await partyStoreOf(client).getState().createSession({ groupId: 'g1', drawId: 'd1', numGames: 24 });
    expect(result).toMatchObject({ ok: false, reason: 'draw_closed' });
    expect(client.notifications.getState().notifications).toHaveLength(0);
  });

  it('PUT /session/{id} with autosessionStatus, then reloads the session', async () => {
    const { client, server } = await signedIn();
    server.on('partySessionUpdate', () => ok(session('paused')));
    server.on('partySession', () => ok(session('paused')));
    const party = partyStoreOf(client);
    const result = await party.getState().setAutosession('s1', 'paused');
    expect(result.ok).toBe(true);
    const [put] = server.calls('partySessionUpdate');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ autosession_status: 'paused' });
    expect(server.calls('partySession')).toHaveLength(1);
    expect(party.getState().sessionsById.s1?.autosessionStatus).toBe('paused');
  });

  it('a ticket that fails to load shows the persistent Lotto Party notification', async () => {
    const { client, server } = await signedIn();
    server.on('partyOrder', () => fail('not_found'));
    await partyStoreOf(client).getState().loadOrder('o1');
    expect(client.notifications.getState().notifications.at(-1)?.message).toBe(
      'We were unable to load your Lotto Party ticket. Please check your Lotto Party group to complete your purchase',
    );
  });

  it('fetches nothing while signed out', async () => {
    const { setup } = await import('../../__tests__/testClient');
    const { client, server } = setup();
    await client.session.getState().init();
    await partyStoreOf(client).getState().loadGroups();
    expect(server.calls('partyGroups')).toHaveLength(0);
  });
});

describe('lotto party rules', () => {
  it('opens the group-creation modal from route state, with a group id and name when both are sound', () => {
    expect(partyGroupCreationState({ openGroupCreation: true, groupId: 'g-1', groupName: 'Crew' })).toEqual({ openGroupCreation: true, groupId: 'g-1', groupName: 'Crew' });
    expect(partyGroupCreationState({ openGroupCreation: true, groupId: '../x' })).toEqual({ openGroupCreation: true });
    expect(partyGroupCreationState({ groupId: 'g-1' })).toBeNull();
    expect(partyGroupCreationState(null)).toBeNull();
  });
  it('numbers the session steps name_group to join_session, without naming when a group is given', () => {
    expect(sessionSteps(false)).toEqual(['name_group', 'select_draw', 'set_share_price', 'select_auto_session', 'join_session']);
    expect(sessionSteps(true)).toEqual(['select_draw', 'set_share_price', 'select_auto_session', 'join_session']);
  });
});

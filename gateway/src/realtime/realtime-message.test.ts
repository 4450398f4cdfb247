import { ALL_USERS } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { isDeliverable } from './realtime-message';

const USER = '6f1c2b8e-3d4a-4e5f-9a7b-1c2d3e4f5a6b';
const notification = {
  id: 'n1',
  title: '¡Bienvenido a PipCrafters!',
  message: 'Hola',
  type: 'system',
  unread: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const comment = { postId: 'p1', commentId: 'c1' };

describe('isDeliverable', () => {
  it('accepts a message for one user with an event the browser knows', () => {
    expect(isDeliverable({ userId: USER, event: 'notification:new', payload: notification })).toBe(true);
    expect(isDeliverable({ userId: USER, event: 'trade:update', payload: { id: 't1' } })).toBe(true);
    expect(isDeliverable({ userId: USER.toUpperCase(), event: 'comment:new', payload: comment })).toBe(true);
  });

  it('drops events outside REALTIME_EVENT_NAMES, socket.io’s reserved names included', () => {
    for (const event of ['connect', 'disconnect', 'error', 'notificacion:nueva', '', 42]) {
      expect(isDeliverable({ userId: USER, event, payload: {} }), String(event)).toBe(false);
    }
  });

  it('drops messages without a recipient or a payload', () => {
    expect(isDeliverable({ event: 'notification:new', payload: notification })).toBe(false);
    expect(isDeliverable({ userId: ' ', event: 'notification:new', payload: notification })).toBe(false);
    expect(isDeliverable({ userId: USER, event: 'notification:new' })).toBe(false);
    expect(isDeliverable(null)).toBe(false);
    expect(isDeliverable('notification:new')).toBe(false);
  });

  it('never takes a recipient that is not a user id for a user (no room "user:*" or "user:…" made up)', () => {
    for (const userId of ['u1', '*x', ' *', `${USER} `, `user:${USER}`, `${USER},${USER}`, 7, ['*'], {}]) {
      expect(isDeliverable({ userId, event: 'comment:new', payload: comment }), String(userId)).toBe(false);
    }
  });

  it('takes ALL_USERS for a public fact (a new comment) only, never for a private event', () => {
    expect(isDeliverable({ userId: ALL_USERS, event: 'comment:new', payload: comment })).toBe(true);
    for (const event of [
      'notification:new',
      'xp:updated',
      'progress:updated',
      'trade:new',
      'import:progress',
    ]) {
      expect(isDeliverable({ userId: ALL_USERS, event, payload: {} }), event).toBe(false);
    }
    expect(isDeliverable({ userId: ALL_USERS, event: 'comment:new' })).toBe(false);
  });
});

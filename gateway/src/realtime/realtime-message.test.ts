import { describe, expect, it } from 'vitest';
import { isDeliverable } from './realtime-message';

const notification = {
  id: 'n1',
  title: '¡Bienvenido a PipCrafters!',
  message: 'Hola',
  type: 'system',
  unread: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('isDeliverable', () => {
  it('accepts a message for one user with an event the browser knows', () => {
    expect(isDeliverable({ userId: 'u1', event: 'notification:new', payload: notification })).toBe(true);
    expect(isDeliverable({ userId: 'u1', event: 'trade:update', payload: { id: 't1' } })).toBe(true);
  });

  it('drops events outside REALTIME_EVENT_NAMES, socket.io’s reserved names included', () => {
    for (const event of ['connect', 'disconnect', 'error', 'notificacion:nueva', '', 42]) {
      expect(isDeliverable({ userId: 'u1', event, payload: {} }), String(event)).toBe(false);
    }
  });

  it('drops messages without a recipient or a payload', () => {
    expect(isDeliverable({ event: 'notification:new', payload: notification })).toBe(false);
    expect(isDeliverable({ userId: ' ', event: 'notification:new', payload: notification })).toBe(false);
    expect(isDeliverable({ userId: 'u1', event: 'notification:new' })).toBe(false);
    expect(isDeliverable(null)).toBe(false);
    expect(isDeliverable('notification:new')).toBe(false);
  });
});

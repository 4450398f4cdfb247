import { Decoder, Encoder, type Packet, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { GatewayMessages } from '../messages';
import { realtimeParser, spanishEngineErrors } from './socket-parser';

/** What a client decodes from what the server's encoder wrote. */
function roundTrip(packet: Packet): Packet {
  const [encoded] = new realtimeParser.Encoder().encode(packet);
  let decoded: Packet | undefined;
  const decoder = new Decoder();
  decoder.on('decoded', (value: Packet) => {
    decoded = value;
  });
  decoder.add(encoded);
  return decoded as Packet;
}

describe('realtimeParser', () => {
  it('turns socket.io’s English refusal of an unknown namespace into a Spanish one with a code', () => {
    const packet = roundTrip({
      type: PacketType.CONNECT_ERROR,
      nsp: '/inventado',
      data: { message: 'Invalid namespace' },
    });
    expect(packet).toEqual({
      type: PacketType.CONNECT_ERROR,
      nsp: '/inventado',
      data: { message: GatewayMessages.realtime.unknownNamespace, data: { code: 'NOT_FOUND' } },
    });
  });

  it('writes every other packet exactly as socket.io’s own encoder does', () => {
    const packets: Packet[] = [
      {
        type: PacketType.CONNECT_ERROR,
        nsp: '/',
        data: { message: 'Otro', data: { code: 'UNAUTHENTICATED' } },
      },
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.EVENT, nsp: '/', data: ['notification:new', { title: 'Hola' }] },
    ];
    for (const packet of packets) {
      expect(new realtimeParser.Encoder().encode(packet)).toEqual(new Encoder().encode(packet));
    }
  });
});

describe('spanishEngineErrors', () => {
  it('puts engine.io’s refusals in Spanish, every code of its table', () => {
    class Engine {
      static errorMessages: Record<number, string> = {
        0: 'Transport unknown',
        1: 'Session ID unknown',
        2: 'Bad handshake method',
        3: 'Bad request',
        4: 'Forbidden',
        5: 'Unsupported protocol version',
      };
    }
    spanishEngineErrors(new Engine());
    expect(Engine.errorMessages).toEqual(GatewayMessages.realtime.engineErrors);
    for (const message of Object.values(Engine.errorMessages)) expect(message).toMatch(/rechazada/);
  });
});

import { Decoder, Encoder, type Packet, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { GatewayMessages } from '../messages';
import { realtimeParser } from './socket-parser';

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

import { ErrorCode, type RealtimeConnectErrorData } from '@pipcrafters/contracts';
import { Decoder, Encoder, type Packet, PacketType } from 'socket.io-parser';
import { GatewayMessages } from '../messages';

/** What socket.io itself answers a client that asks for a namespace nobody serves (only `/` exists here). */
const INVALID_NAMESPACE = 'Invalid namespace';

/**
 * socket.io's own encoder, but its one English refusal (a namespace that does not exist) goes out like the
 * handshake's refusals: a Spanish `message` and `data: { code }`. Rewriting the packet, instead of serving every
 * namespace to refuse it in middleware, creates no namespace (nor a LISTEN channel of the adapter) per name asked.
 */
class RealtimeEncoder extends Encoder {
  override encode(packet: Packet): ReturnType<Encoder['encode']> {
    if (packet.type === PacketType.CONNECT_ERROR && packet.data?.message === INVALID_NAMESPACE) {
      const data: RealtimeConnectErrorData = { code: ErrorCode.NOT_FOUND };
      return super.encode({ ...packet, data: { message: GatewayMessages.realtime.unknownNamespace, data } });
    }
    return super.encode(packet);
  }
}

/** The `parser` option of the gateway's socket.io server. */
export const realtimeParser = { Encoder: RealtimeEncoder, Decoder };

/**
 * engine.io's own HTTP refusals (an unknown transport or session, a wrong handshake method, a bad request, an
 * unsupported protocol version), in Spanish: its one table of texts, shared by every engine.io server of the process,
 * reached through the server's class. Refusals that carry their own text (the handshake checks') keep it.
 */
export function spanishEngineErrors(engine: object): void {
  const messages = (engine.constructor as { errorMessages?: Record<number, string> }).errorMessages;
  if (messages) Object.assign(messages, GatewayMessages.realtime.engineErrors);
}

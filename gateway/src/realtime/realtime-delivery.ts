import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { EventBus } from '@pipcrafters/events';
import { RealtimeGateway } from './realtime.gateway';
import { isDeliverable } from './realtime-message';

/**
 * Drains the realtime queue (REALTIME_DELIVERY): each message the services queued is taken by exactly one gateway
 * instance, which emits it on the user's room; the socket.io adapter carries it to the instance holding the socket.
 * A message for ALL_USERS is emitted the same way, once, to the room of every signed-in socket: the adapter
 * carries it to every instance, so no instance emits its own copy (each socket hears it once).
 */
@Injectable()
export class RealtimeDelivery implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Realtime');
  private stopping = false;

  constructor(
    private readonly bus: EventBus,
    private readonly realtime: RealtimeGateway,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.workRealtime(async (message) => this.deliver(message));
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  private async deliver(message: unknown): Promise<void> {
    // Once this instance starts closing its sockets, a message it takes fails back to the queue for another one.
    if (this.stopping)
      throw new Error('La pasarela se está deteniendo: otra instancia entregará el mensaje.');
    if (!isDeliverable(message)) {
      const { event } = (message ?? {}) as { event?: unknown };
      this.logger.warn({ msg: 'Mensaje de tiempo real descartado: destinatario o evento no válidos', event });
      return;
    }
    this.realtime.emitMessage(message);
  }
}

import {
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { EventBus, type EventBusOptions } from './event-bus';

/** Starts the bus with the application (before it listens) and stops it on shutdown. */
@Injectable()
class EventBusLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(EventBus) private readonly bus: EventBus) {}

  async onModuleInit(): Promise<void> {
    await this.bus.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.stop();
  }
}

@Module({})
export class EventBusModule {
  /** A global `EventBus` for the service; its errors go to the service's log. */
  static forRoot(options: Omit<EventBusOptions, 'onError'>): DynamicModule {
    const logger = new Logger('EventBus');
    return {
      module: EventBusModule,
      global: true,
      providers: [
        {
          provide: EventBus,
          useFactory: () => new EventBus({ ...options, onError: (error) => logger.error(error) }),
        },
        EventBusLifecycle,
      ],
      exports: [EventBus],
    };
  }
}

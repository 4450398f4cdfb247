import {
  type DynamicModule,
  Inject,
  Injectable,
  type InjectionToken,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type pg from 'pg';
import { EventBus, type EventBusOptions } from './event-bus';

/** Where the bus finds the service's pool (EventBusOptions.pool): a provider and how to take the pool from it. */
export interface EventBusPool<T = never> {
  inject: InjectionToken;
  pool: (provider: T) => pg.Pool;
}

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
  /**
   * A global `EventBus` for the service, on the service's pool when `pool` says where to find it; its errors go to
   * the service's log.
   */
  static forRoot<T>(
    options: Omit<EventBusOptions, 'onError' | 'pool'>,
    pool?: EventBusPool<T>,
  ): DynamicModule {
    const logger = new Logger('EventBus');
    return {
      module: EventBusModule,
      global: true,
      providers: [
        {
          provide: EventBus,
          inject: pool ? [pool.inject] : [],
          useFactory: (provider?: T) =>
            new EventBus({
              ...options,
              pool: pool && provider !== undefined ? pool.pool(provider) : undefined,
              onError: (error) => logger.error(error),
            }),
        },
        EventBusLifecycle,
      ],
      exports: [EventBus],
    };
  }
}

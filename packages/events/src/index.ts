export { EVENT_BUS_SCHEMA, EventBus, type EventBusOptions } from './event-bus';
export { EventBusModule } from './event-bus.module';
export { claimEvent, processedEventsTableSql } from './processed-events';

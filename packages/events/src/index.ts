export { EVENT_BUS_SCHEMA, EventBus, type EventBusOptions, listenForWakeUps } from './event-bus';
export { EventBusModule, type EventBusPool } from './event-bus.module';
export { claimEvent, processedEventsTableSql } from './processed-events';

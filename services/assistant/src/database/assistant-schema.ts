/** The service's name in the platform table, and so its PostgreSQL schema. */
export const ASSISTANT = 'assistant';

/** The service's tables, schema-qualified, for its SQL. */
export const T = {
  conversations: `${ASSISTANT}.conversations`,
  messages: `${ASSISTANT}.messages`,
  settings: `${ASSISTANT}.settings`,
} as const;

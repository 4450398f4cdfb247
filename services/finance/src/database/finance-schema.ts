/** The service's name in the platform table, and so its PostgreSQL schema. */
export const FINANCE = 'finance';

/** The service's tables, schema-qualified, for its SQL. */
export const T = {
  rates: `${FINANCE}.rates`,
} as const;

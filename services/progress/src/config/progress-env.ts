import { DatabaseEnv } from '@pipcrafters/service-kit';

/** progress's settings: only what every service has (PORT from the table, DATABASE_URL, INTERNAL_SECRET...). */
export class ProgressEnv extends DatabaseEnv {}

import { DatabaseEnv } from '@pipcrafters/service-kit';

/** assistant's settings: what every service has (PORT from the table, DATABASE_URL, INTERNAL_SECRET...) and its own. */
export class AssistantEnv extends DatabaseEnv {}

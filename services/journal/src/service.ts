import { defineService } from '@pipcrafters/service-kit';
import { JournalEnv } from './config/journal-env';
import { CreateJournalSchema1795679991076 } from './migrations/1795679991076-create-journal-schema';

/** Journal: describe what this service owns (ARCHITECTURE.md). */
export const service = defineService({
  name: 'journal',
  env: JournalEnv,
  modules: [],
  entities: [],
  migrations: [CreateJournalSchema1795679991076],
});

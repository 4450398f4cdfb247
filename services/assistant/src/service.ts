import { defineService } from '@pipcrafters/service-kit';
import { AssistantEnv } from './config/assistant-env';
import { CreateAssistantSchema1795701427421 } from './migrations/1795701427421-create-assistant-schema';

/** Assistant: describe what this service owns (ARCHITECTURE.md). */
export const service = defineService({
  name: 'assistant',
  env: AssistantEnv,
  modules: [],
  entities: [],
  migrations: [CreateAssistantSchema1795701427421],
});

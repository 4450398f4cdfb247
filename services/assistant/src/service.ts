import { defineService } from '@pipcrafters/service-kit';
import { AssistantEnv } from './config/assistant-env';
import { AssistantModule } from './conversations/assistant.module';
import { CreateAssistantSchema1795701427421 } from './migrations/1795701427421-create-assistant-schema';
import { Conversations1795810000000 } from './migrations/1795810000000-conversations';

/**
 * Assistant: conversations with Alvaro (education) and Clara (psychology), answered offline from the course, the
 * calculators and the journal (local mode), or by an OpenAI-compatible provider with the same grounding and
 * guardrails when a deployment configures one (falling back to local mode).
 */
export const service = defineService({
  name: 'assistant',
  env: AssistantEnv,
  modules: [AssistantModule],
  entities: [],
  migrations: [CreateAssistantSchema1795701427421, Conversations1795810000000],
});

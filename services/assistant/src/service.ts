import { defineService } from '@pipcrafters/service-kit';
import { AgencyModule } from './agency/agency.module';
import { AssistantEnv } from './config/assistant-env';
import { AssistantModule } from './conversations/assistant.module';
import { CreateAssistantSchema1795701427421 } from './migrations/1795701427421-create-assistant-schema';
import { Conversations1795810000000 } from './migrations/1795810000000-conversations';
import { Agency1795820000000 } from './migrations/1795820000000-agency';

/**
 * Assistant: conversations with Alvaro (education) and Clara (psychology), answered offline from the course, the
 * calculators and the journal (local mode), or by an OpenAI-compatible provider with the same grounding and
 * guardrails when a deployment configures one (falling back to local mode); and the AI agency tools (chatbots,
 * content drafts, design suggestions, social captions and posts) on the same two modes and guardrails.
 */
export const service = defineService({
  name: 'assistant',
  env: AssistantEnv,
  modules: [AssistantModule, AgencyModule],
  entities: [],
  migrations: [CreateAssistantSchema1795701427421, Conversations1795810000000, Agency1795820000000],
});

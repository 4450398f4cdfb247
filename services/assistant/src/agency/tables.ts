import { ASSISTANT } from '../database/assistant-schema';

/** The agency tools' tables, schema-qualified (migrations/1795820000000-agency.ts). Every row carries its owner. */
export const A = {
  chatbots: `${ASSISTANT}.agency_chatbots`,
  chatbotVersions: `${ASSISTANT}.agency_chatbot_versions`,
  drafts: `${ASSISTANT}.agency_drafts`,
  designs: `${ASSISTANT}.agency_designs`,
  posts: `${ASSISTANT}.agency_social_posts`,
  generations: `${ASSISTANT}.agency_generations`,
} as const;

/**
 * The guardrails as the answers use them (services/assistant/src/guardrails): checked before any answer, stated to
 * the model, and checked again on what the model wrote.
 */
export { checkModelOutput, classify, GUARDRAIL_PROMPT, guardrailAnswer, redactSecrets } from '../guardrails';

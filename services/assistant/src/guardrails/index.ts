export { guardrailAnswer } from './answers';
export { classify, type GuardrailHit, type GuardrailKind } from './classify';
export {
  CRISIS_LINES,
  type CrisisCountry,
  type CrisisLine,
  GUARDRAIL_LESSONS,
  GUARDRAIL_PROMPT,
  GuardrailMessages,
} from './messages';
export { checkModelOutput } from './model-output';
export { containsSecret, redactSecrets } from './secrets';

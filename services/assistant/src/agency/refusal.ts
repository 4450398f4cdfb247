import { HttpException } from '@nestjs/common';
import {
  AGENCY_REFUSED_CODE,
  type AgencyGuardrailKind,
  type AgencyRefusalBody,
} from '@pipcrafters/contracts';
import { checkModelOutput, classify, type GuardrailHit, guardrailAnswer } from '../guardrails';
import { AgencyMessages } from './messages';

/**
 * What the assistants refuse, the agency tools refuse: the platform's guardrails (src/guardrails) run on every
 * generation input (topic, audience, a playground question, a draft used as a source) as they run on a question,
 * and on every text meant for publishing (a draft's Markdown, captions, headlines) and on what a model wrote as they
 * run on a model's answer. A hit is a 422 whose message says why in Spanish and whose explanation is the guardrail's
 * own answer.
 */
export class AgencyRefusal extends HttpException {
  constructor(
    readonly hit: GuardrailHit,
    readonly field: string,
  ) {
    const body: Omit<AgencyRefusalBody, 'error'> = {
      statusCode: 422,
      code: AGENCY_REFUSED_CODE,
      message: AgencyMessages.refused[hit.kind as AgencyGuardrailKind],
      guardrail: hit.kind,
      field,
      explanation: guardrailAnswer(hit, 'alvaro'),
    };
    super(body, 422);
  }
}

type Fields = Record<string, string | null | undefined>;

/** Inputs read as a learner's question is read (`classify`): the first that touches a rule is refused. */
export function refuseInputs(fields: Fields): void {
  for (const [field, value] of Object.entries(fields)) {
    if (!value) continue;
    const hit = classify(value);
    if (hit) throw new AgencyRefusal(hit, field);
  }
}

/** Texts to be published read as a model's answer is read (`checkModelOutput`): a signal or a promise is refused. */
export function refusePublished(fields: Fields): void {
  for (const [field, value] of Object.entries(fields)) {
    if (!value) continue;
    const hit = checkModelOutput(value);
    if (hit) throw new AgencyRefusal(hit, field);
  }
}

/** Whether a sentence composed from the course may be published as it is (local mode drops those that may not). */
export const publishable = (text: string): boolean => checkModelOutput(text) === null;

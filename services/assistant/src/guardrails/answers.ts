import type { AssistantName } from '@pipcrafters/contracts';
import type { GuardrailHit } from './classify';
import { GuardrailMessages } from './messages';

/**
 * The answer to a message that touched a guardrail, in Markdown: calm and short, ending with what to learn or do
 * instead, its lessons linked as /aprende/lesson/{id} (so the service cites them like any other answer's).
 */
export function guardrailAnswer(hit: GuardrailHit, assistant: AssistantName): string {
  switch (hit.kind) {
    case 'distress':
      return GuardrailMessages.distress();
    case 'password':
      return GuardrailMessages.password();
    case 'mentor-scam':
      return GuardrailMessages.mentorScam();
    case 'signal':
      return GuardrailMessages.signal[assistant](hit.instrument);
    case 'guarantee':
      return GuardrailMessages.guarantee[assistant]();
    case 'rent-money':
      return GuardrailMessages.rentMoney[assistant]();
  }
}

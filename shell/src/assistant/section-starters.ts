import type { AssistantStarter } from '@pipcrafters/ui';
import type { SectionContext } from '@pipcrafters/ui/src/navigation-context/navigation-context';

/** "Revisar tu progreso" → "revisar mi progreso": the suggested action as the user would ask for it. */
function inFirstPerson(label: string): string {
  const words = label.split(' ').map((word) => (word === 'tu' ? 'mi' : word === 'tus' ? 'mis' : word));
  const sentence = words.join(' ');
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * The section's suggested actions (the header's "Contexto") as starters of the assistant panel: the same label, and
 * a question that says where the user is ("Estoy en PipJournal. ¿Cómo puedo analizar mis operaciones?"), since the
 * assistants are not told which page is open.
 */
export function sectionStarters(section: SectionContext): AssistantStarter[] {
  return section.actions.map((action) => ({
    label: action.label,
    prompt: `Estoy en ${section.name}. ¿Cómo puedo ${inFirstPerson(action.label)}?`,
  }));
}

import { SECTION_CONTEXTS } from '@pipcrafters/ui/src/navigation-context/navigation-context';
import { describe, expect, it } from 'vitest';
import { sectionStarters } from './section-starters';

describe('sectionStarters', () => {
  it('turns each suggested action of the section into a question asked in the first person', () => {
    expect(sectionStarters(SECTION_CONTEXTS.pipjournal)).toEqual([
      {
        label: 'Analizar tus operaciones',
        prompt: 'Estoy en PipJournal. ¿Cómo puedo analizar mis operaciones?',
      },
      {
        label: 'Identificar patrones',
        prompt: 'Estoy en PipJournal. ¿Cómo puedo identificar patrones?',
      },
      {
        label: 'Mejorar tus entradas',
        prompt: 'Estoy en PipJournal. ¿Cómo puedo mejorar mis entradas?',
      },
    ]);
  });

  it('keeps one starter per action in every section, none still addressing the user as "tu"', () => {
    for (const section of Object.values(SECTION_CONTEXTS)) {
      const starters = sectionStarters(section);
      expect(starters.map((starter) => starter.label)).toEqual(section.actions.map((action) => action.label));
      for (const { prompt } of starters) expect(prompt).not.toMatch(/\btus?\b/);
    }
  });
});

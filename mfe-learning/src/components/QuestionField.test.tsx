// @vitest-environment jsdom
import type { QuizQuestion } from '@pipcrafters/contracts';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftAnswer } from '../quiz/answers';
import { QuestionField } from './QuestionField';

const SINGLE = {
  id: 'q-1',
  kind: 'single',
  prompt: '¿Cuánto vale un pip en el EUR/USD?',
  options: [
    { id: 'a', text: '0,0001' },
    { id: 'b', text: '0,01' },
  ],
} as QuizQuestion;
const MULTIPLE = { ...SINGLE, id: 'q-2', kind: 'multiple', prompt: '¿Qué muestra una vela?' } as QuizQuestion;

let container: HTMLDivElement;
let root: Root;
let last: DraftAnswer | undefined;

/** The question with its answer kept in state, as the quiz keeps it. */
function Field({ question }: { question: QuizQuestion }) {
  const [draft, setDraft] = useState<DraftAnswer>();
  return (
    <QuestionField
      question={question}
      label="Pregunta 1 de 2"
      draft={draft}
      onChange={(next) => {
        last = next;
        setDraft(next);
      }}
    />
  );
}

const draw = (question: QuizQuestion) => act(async () => root.render(<Field question={question} />));
const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());
const input = (label: string) =>
  [...container.querySelectorAll('label')]
    .find((element) => element.textContent === label)
    ?.querySelector('input');

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  last = undefined;
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('a quiz question drawn without antd', () => {
  it('is a fieldset named by its prompt, with one radio button per option for a single answer', async () => {
    await draw(SINGLE);
    expect(container.querySelector('fieldset legend')?.textContent).toContain(SINGLE.prompt);
    expect(container.querySelector('[role="radiogroup"]')).not.toBeNull();
    expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    await click(input('0,01'));
    await click(input('0,0001'));
    expect(last).toEqual({ optionIds: ['a'] });
    expect(input('0,0001')?.checked).toBe(true);
    expect(input('0,01')?.checked).toBe(false);
  });

  it('keeps every ticked checkbox of a several-answers question', async () => {
    await draw(MULTIPLE);
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    await click(input('0,0001'));
    await click(input('0,01'));
    expect(last).toEqual({ optionIds: ['a', 'b'] });
    await click(input('0,0001'));
    expect(last).toEqual({ optionIds: ['b'] });
  });
});

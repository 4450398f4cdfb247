import type { QuizQuestion } from '@pipcrafters/contracts';
import type { ReactNode } from 'react';
import type { DraftAnswer } from '../quiz/answers';
import { ChoiceList } from './ChoiceList';
import { DecimalInput } from './DecimalInput';

interface QuestionFieldProps {
  question: QuizQuestion;
  /** "Pregunta 2 de 5", before the prompt. */
  label?: string;
  draft: DraftAnswer | undefined;
  onChange: (draft: DraftAnswer) => void;
  disabled?: boolean;
  /** Shown under the question once it has been graded. */
  children?: ReactNode;
}

const HINTS = {
  single: 'Elige una respuesta.',
  multiple: 'Elige todas las correctas.',
  numeric: 'Escribe un número; usa la coma para los decimales (por ejemplo 1,0872).',
} as const;

/**
 * One question of a quiz, a review or the placement test, as a fieldset named by its prompt: radio buttons for a
 * single answer, checkboxes for several ("elige todas las correctas"), a Spanish number field with its unit; native
 * inputs with antd's look, so a lesson's quiz needs no antd.
 */
export function QuestionField({ question, label, draft, onChange, disabled, children }: QuestionFieldProps) {
  const promptId = `pregunta-${question.id.replace(/[^\w-]/g, '-')}`;
  return (
    <fieldset
      style={{
        border: '1px solid var(--pc-border-secondary)',
        borderRadius: 8,
        padding: 16,
        margin: 0,
        minWidth: 0,
      }}
    >
      <legend style={{ float: 'left', width: '100%', padding: 0, marginBottom: 4 }}>
        {label ? (
          <span style={{ display: 'block', fontSize: 13, color: 'var(--pc-text-secondary)' }}>{label}</span>
        ) : null}
        <strong id={promptId} style={{ fontSize: 16, fontWeight: 600 }}>
          {question.prompt}
        </strong>
      </legend>
      <span
        style={{
          display: 'block',
          clear: 'both',
          marginBottom: 12,
          fontSize: 13,
          color: 'var(--pc-text-secondary)',
        }}
      >
        {HINTS[question.kind]}
      </span>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {question.kind === 'single' || question.kind === 'multiple' ? (
          <ChoiceList
            kind={question.kind === 'single' ? 'radio' : 'checkbox'}
            name={promptId}
            disabled={disabled}
            options={(question.options ?? []).map((option) => ({ value: option.id, label: option.text }))}
            value={draft?.optionIds ?? []}
            onChange={(optionIds) => onChange({ optionIds })}
          />
        ) : (
          <DecimalInput
            id={`${promptId}-valor`}
            labelledBy={promptId}
            value={draft?.text ?? ''}
            onChange={(text) => onChange({ text })}
            unit={question.unit}
            disabled={disabled}
            width={260}
          />
        )}
        {children}
      </div>
    </fieldset>
  );
}

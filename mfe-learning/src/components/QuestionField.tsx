import type { QuizQuestion } from '@pipcrafters/contracts';
import { Checkbox, Flex, Radio, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { DraftAnswer } from '../quiz/answers';
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
 * single answer, checkboxes for several ("elige todas las correctas"), a Spanish number field with its unit.
 */
export function QuestionField({ question, label, draft, onChange, disabled, children }: QuestionFieldProps) {
  const { token } = theme.useToken();
  const promptId = `pregunta-${question.id.replace(/[^\w-]/g, '-')}`;
  return (
    <fieldset
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
        margin: 0,
        minWidth: 0,
      }}
    >
      <legend style={{ float: 'left', width: '100%', padding: 0, marginBottom: 4 }}>
        {label ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            {label}
          </Typography.Text>
        ) : null}
        <Typography.Text strong id={promptId} style={{ fontSize: 16 }}>
          {question.prompt}
        </Typography.Text>
      </legend>
      <Typography.Text
        type="secondary"
        style={{ display: 'block', clear: 'both', marginBottom: 12, fontSize: 13 }}
      >
        {HINTS[question.kind]}
      </Typography.Text>
      <Flex vertical gap={12}>
        {question.kind === 'single' ? (
          <Radio.Group
            disabled={disabled}
            value={draft?.optionIds?.[0]}
            onChange={(event) => onChange({ optionIds: [event.target.value as string] })}
          >
            <Flex vertical gap={8}>
              {(question.options ?? []).map((option) => (
                <Radio key={option.id} value={option.id}>
                  {option.text}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        ) : question.kind === 'multiple' ? (
          <Checkbox.Group
            disabled={disabled}
            value={draft?.optionIds ?? []}
            onChange={(values) => onChange({ optionIds: values as string[] })}
          >
            <Flex vertical gap={8}>
              {(question.options ?? []).map((option) => (
                <Checkbox key={option.id} value={option.id}>
                  {option.text}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
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
      </Flex>
    </fieldset>
  );
}

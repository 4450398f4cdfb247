import type { ReflectionInput } from '@pipcrafters/contracts';
import { Button, Flex, Form, Input, InputNumber, Popconfirm, Radio } from 'antd';
import { TEXT_LIMIT } from './reflection-form';

const MOODS = ['Muy mal', 'Mal', 'Normal', 'Bien', 'Muy bien'];
const STRESS = ['Muy bajo', 'Bajo', 'Medio', 'Alto', 'Muy alto'];

function ScaleField({ name, label, words }: { name: keyof ReflectionInput; label: string; words: string[] }) {
  return (
    <Form.Item name={name} label={label}>
      <Radio.Group
        aria-label={label}
        optionType="button"
        options={words.map((word, index) => ({
          value: index + 1,
          label: <span title={word}>{index + 1}</span>,
          title: word,
        }))}
      />
    </Form.Item>
  );
}

/** The day's questions: mood before and after, sleep, stress, plan followed, and three short texts. */
export function ReflectionForm({
  initial,
  saving,
  exists,
  onSave,
  onDelete,
  deleting,
}: {
  initial: ReflectionInput;
  saving: boolean;
  exists: boolean;
  onSave: (values: Partial<ReflectionInput>) => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <Form<ReflectionInput> layout="vertical" initialValues={initial} onFinish={onSave} requiredMark={false}>
      <Flex gap={16} wrap>
        <ScaleField name="moodBefore" label="Ánimo antes de operar (1 muy mal – 5 muy bien)" words={MOODS} />
        <ScaleField name="moodAfter" label="Ánimo después de operar (1 muy mal – 5 muy bien)" words={MOODS} />
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="sleepHours" label="Horas de sueño">
          <InputNumber
            min={0}
            max={24}
            step={0.5}
            precision={1}
            decimalSeparator=","
            style={{ width: 120 }}
          />
        </Form.Item>
        <ScaleField name="stress" label="Estrés (1 muy bajo – 5 muy alto)" words={STRESS} />
      </Flex>
      <Form.Item name="followedPlan" label="¿Seguiste tu plan de trading?">
        <Radio.Group
          aria-label="¿Seguiste tu plan de trading?"
          optionType="button"
          options={[
            { value: true, label: 'Sí' },
            { value: false, label: 'No' },
          ]}
        />
      </Form.Item>
      <Form.Item name="wentWell" label="Qué salió bien">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={TEXT_LIMIT} showCount />
      </Form.Item>
      <Form.Item name="wentWrong" label="Qué salió mal">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={TEXT_LIMIT} showCount />
      </Form.Item>
      <Form.Item name="lesson" label="La lección del día">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={TEXT_LIMIT} showCount />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Guardar reflexión
        </Button>
        {exists ? (
          <Popconfirm
            title="¿Eliminar la reflexión de este día?"
            okText="Eliminar"
            cancelText="Cancelar"
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button danger loading={deleting}>
              Eliminar
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </Form>
  );
}

import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  AGENCY_TONE_LABELS,
  AGENCY_TONES,
  CHATBOT_LIMITS,
  type ChatbotInput,
  type InheritedGuardrail,
} from '@pipcrafters/contracts';
import { Button, Card, Divider, Flex, Form, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useCourseLessons } from '../api/course-lessons';
import { AgencyAlert } from '../components/AgencyAlert';
import { GuardrailsList } from '../components/GuardrailsList';
import { LessonSelect } from '../components/LessonSelect';

export const EMPTY_CHATBOT: ChatbotInput = {
  name: '',
  persona: '',
  tone: 'cercano',
  welcomeMessage: '',
  lessonIds: [],
  texts: [],
};

const toneOptions = AGENCY_TONES.map((tone) => ({ value: tone, label: AGENCY_TONE_LABELS[tone] }));

/** The form's values as the API takes them: trimmed, texts without empty rows. */
export function toChatbotInput(values: ChatbotInput): ChatbotInput {
  return {
    name: values.name.trim(),
    persona: (values.persona ?? '').trim(),
    tone: values.tone,
    welcomeMessage: (values.welcomeMessage ?? '').trim(),
    lessonIds: values.lessonIds ?? [],
    texts: (values.texts ?? [])
      .map((text) => ({ title: (text?.title ?? '').trim(), body: (text?.body ?? '').trim() }))
      .filter((text) => text.title || text.body),
  };
}

interface ChatbotFormProps {
  /** What the form shows: the bot's current version, a version being restored, or a new bot. */
  initial: ChatbotInput;
  isNew: boolean;
  /** The platform's rules the bot inherits (the server's list for a saved bot). */
  guardrails: readonly InheritedGuardrail[];
  saving: boolean;
  saveError: unknown;
  onSave: (input: ChatbotInput) => void;
  /** Told whether the form differs from `initial` (the playground answers with what is saved). */
  onDirtyChange: (dirty: boolean) => void;
}

/** A chatbot's design: name, persona, tone, welcome, lessons and the user's own texts; the inherited rules below. */
export function ChatbotForm({
  initial,
  isNew,
  guardrails,
  saving,
  saveError,
  onSave,
  onDirtyChange,
}: ChatbotFormProps) {
  const [form] = Form.useForm<ChatbotInput>();
  const lessons = useCourseLessons();

  useEffect(() => {
    form.setFieldsValue(initial);
    onDirtyChange(false);
  }, [form, initial, onDirtyChange]);

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {isNew ? 'Nuevo chatbot' : 'Diseño del chatbot'}
      </Typography.Title>
      <Form<ChatbotInput>
        form={form}
        layout="vertical"
        initialValues={initial}
        requiredMark="optional"
        onFinish={(values) => onSave(toChatbotInput(values))}
        onValuesChange={() => onDirtyChange(true)}
      >
        <Form.Item
          label="Nombre"
          name="name"
          rules={[
            { required: true, whitespace: true, message: 'Ponle un nombre a tu chatbot.' },
            {
              max: CHATBOT_LIMITS.nameMax,
              message: `El nombre tiene como máximo ${CHATBOT_LIMITS.nameMax} caracteres.`,
            },
          ]}
        >
          <Input maxLength={CHATBOT_LIMITS.nameMax} placeholder="Ej.: Asistente de mi academia" />
        </Form.Item>
        <Form.Item
          label="Personalidad"
          name="persona"
          extra="Quién es y cómo ayuda: «Respondo dudas de mis alumnos sobre gestión del riesgo»."
        >
          <Input.TextArea
            maxLength={CHATBOT_LIMITS.personaMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item label="Tono" name="tone" rules={[{ required: true, message: 'Elige un tono.' }]}>
          <Select options={toneOptions} />
        </Form.Item>
        <Form.Item label="Mensaje de bienvenida" name="welcomeMessage">
          <Input.TextArea
            maxLength={CHATBOT_LIMITS.welcomeMessageMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="¡Hola! Pregúntame lo que quieras sobre el curso."
          />
        </Form.Item>
        <Form.Item
          label="Lecciones que conoce"
          name="lessonIds"
          extra={`Hasta ${CHATBOT_LIMITS.lessonsMax} lecciones del curso: responde a partir de ellas y las cita.`}
        >
          <LessonSelect
            lessons={lessons}
            mode="multiple"
            maxCount={CHATBOT_LIMITS.lessonsMax}
            placeholder="Elige lecciones"
          />
        </Form.Item>

        <Typography.Title level={3} style={{ fontSize: 15 }}>
          Tus propios textos
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Apuntes, el temario de tu curso o preguntas frecuentes (hasta {CHATBOT_LIMITS.textsMax}).
        </Typography.Paragraph>
        <Form.List name="texts">
          {(fields, { add, remove }) => (
            <Flex vertical gap={12}>
              {fields.map((field, index) => (
                <Card key={field.key} size="small" data-testid="own-text">
                  <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                    <Typography.Text strong>Texto {index + 1}</Typography.Text>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={`Quitar el texto ${index + 1}`}
                    />
                  </Flex>
                  <Form.Item
                    label="Título"
                    name={[field.name, 'title']}
                    rules={[
                      { required: true, whitespace: true, message: 'El texto necesita un título.' },
                      { max: CHATBOT_LIMITS.textTitleMax, message: 'El título es demasiado largo.' },
                    ]}
                  >
                    <Input maxLength={CHATBOT_LIMITS.textTitleMax} />
                  </Form.Item>
                  <Form.Item
                    label="Contenido"
                    name={[field.name, 'body']}
                    rules={[{ required: true, whitespace: true, message: 'Escribe el contenido del texto.' }]}
                    style={{ marginBottom: 0 }}
                  >
                    <Input.TextArea
                      maxLength={CHATBOT_LIMITS.textBodyMax}
                      autoSize={{ minRows: 3, maxRows: 10 }}
                    />
                  </Form.Item>
                </Card>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ title: '', body: '' })}
                disabled={fields.length >= CHATBOT_LIMITS.textsMax}
                style={{ alignSelf: 'flex-start' }}
              >
                Añadir texto
              </Button>
            </Flex>
          )}
        </Form.List>

        <Divider />
        <GuardrailsList guardrails={guardrails} />
        <Divider />
        {saveError ? (
          <div style={{ marginBottom: 12 }}>
            <AgencyAlert error={saveError} failedTitle="No se pudo guardar el chatbot" />
          </div>
        ) : null}
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {isNew ? 'Crear chatbot' : 'Guardar nueva versión'}
        </Button>
      </Form>
    </Card>
  );
}

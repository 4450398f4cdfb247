import { ThunderboltOutlined } from '@ant-design/icons';
import {
  AGENCY_TONE_LABELS,
  AGENCY_TONES,
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  CONTENT_LENGTH_LABELS,
  CONTENT_LENGTH_WORDS,
  CONTENT_LENGTHS,
  CONTENT_LIMITS,
  type ContentGenerateRequest,
} from '@pipcrafters/contracts';
import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useCourseLessons } from '../api/course-lessons';
import { AgencyAlert } from '../components/AgencyAlert';
import { LessonSelect } from '../components/LessonSelect';

interface GeneratorValues {
  kind: ContentGenerateRequest['kind'];
  topic: string;
  audience?: string;
  tone: ContentGenerateRequest['tone'];
  length: ContentGenerateRequest['length'];
  lessonId?: string;
}

const INITIAL: GeneratorValues = { kind: 'article', topic: '', tone: 'didactico', length: 'short' };

/** The request as the API takes it: trimmed, the optional fields left out when empty. */
export function toGenerateRequest(values: GeneratorValues): ContentGenerateRequest {
  const audience = values.audience?.trim();
  return {
    kind: values.kind,
    topic: values.topic.trim(),
    tone: values.tone,
    length: values.length,
    ...(audience ? { audience } : {}),
    ...(values.lessonId ? { lessonId: values.lessonId } : {}),
  };
}

/** What to write: kind, topic, audience, tone, length and, for a lesson summary, the lesson. */
export function ContentGeneratorForm({
  generating,
  error,
  onGenerate,
}: {
  generating: boolean;
  error: unknown;
  onGenerate: (request: ContentGenerateRequest) => void;
}) {
  const [form] = Form.useForm<GeneratorValues>();
  const lessons = useCourseLessons();
  const kind = Form.useWatch('kind', form) ?? INITIAL.kind;

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Generar un borrador
      </Typography.Title>
      <Form<GeneratorValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={(values) => onGenerate(toGenerateRequest(values))}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12} xl={24}>
            <Form.Item label="Tipo" name="kind">
              <Select
                options={CONTENT_KINDS.map((value) => ({ value, label: CONTENT_KIND_LABELS[value] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} xl={24}>
            <Form.Item label="Extensión" name="length">
              <Select
                options={CONTENT_LENGTHS.map((value) => ({
                  value,
                  label: `${CONTENT_LENGTH_LABELS[value]} (${CONTENT_LENGTH_WORDS[value].min}–${CONTENT_LENGTH_WORDS[value].max} palabras)`,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Tema"
          name="topic"
          rules={[
            { required: true, whitespace: true, message: 'Escribe el tema del borrador.' },
            {
              min: CONTENT_LIMITS.topicMin,
              message: `El tema necesita al menos ${CONTENT_LIMITS.topicMin} caracteres.`,
            },
          ]}
        >
          <Input
            maxLength={CONTENT_LIMITS.topicMax}
            placeholder="Ej.: cómo calcular el tamaño de la posición"
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12} xl={24}>
            <Form.Item label="Audiencia" name="audience">
              <Input maxLength={CONTENT_LIMITS.audienceMax} placeholder="Ej.: traders que empiezan" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} xl={24}>
            <Form.Item label="Tono" name="tone">
              <Select options={AGENCY_TONES.map((value) => ({ value, label: AGENCY_TONE_LABELS[value] }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Lección de base"
          name="lessonId"
          extra={
            kind === 'lesson-summary'
              ? 'El resumen se hace de esta lección.'
              : 'Opcional: el borrador se apoya primero en esta lección.'
          }
          rules={[{ required: kind === 'lesson-summary', message: 'Elige la lección que quieres resumir.' }]}
        >
          <LessonSelect lessons={lessons} />
        </Form.Item>
        {error ? (
          <div style={{ marginBottom: 12 }}>
            <AgencyAlert error={error} failedTitle="No se pudo generar el borrador" />
          </div>
        ) : null}
        <Button type="primary" htmlType="submit" icon={<ThunderboltOutlined />} loading={generating}>
          Generar borrador
        </Button>
      </Form>
    </Card>
  );
}

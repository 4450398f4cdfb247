import { COMMUNITY_CATEGORIES, COMMUNITY_LIMITS } from '@pipcrafters/contracts';
import { LinkButton } from '@pipcrafters/ui';
import { Button, Card, Flex, Form, Input, Select, Skeleton, Tabs, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { lazy, Suspense, useDeferredValue } from 'react';
import { CommunityErrorAlert } from '../components/CommunityError';
import { ImagePicker } from './ImagePicker';
import { bodyProblem, categoryProblem, type PostFormValues, titleProblem } from './post-form';

// The preview brings the Markdown renderer (marked and DOMPurify) only when it is first opened.
const MarkdownView = lazy(() =>
  import('../components/MarkdownView').then((module) => ({ default: module.MarkdownView })),
);

const check =
  (problem: (value: never) => string | null): Rule =>
  () => ({
    validator: (_rule, value) => {
      const message = problem(value as never);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

const CATEGORY_OPTIONS = COMMUNITY_CATEGORIES.map((category) => ({
  value: category.slug,
  label: category.name,
}));

/** The body in Markdown, and its preview rendered exactly as the post will show it. */
function BodyField() {
  const form = Form.useFormInstance<PostFormValues>();
  const body = (Form.useWatch('body', form) as string | undefined) ?? '';
  const preview = useDeferredValue(body);
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'escribir',
          label: 'Escribir',
          forceRender: true,
          children: (
            <Form.Item
              name="body"
              label="Contenido"
              extra="Admite Markdown: **negrita**, _cursiva_, [enlaces](https://…), listas, > citas, `código` y @menciones. El HTML se muestra como texto."
              rules={[check(bodyProblem)]}
            >
              {/* Fixed rows, not autoSize: measuring the height of a pasted 40,000-character body (10,000 lines)
                  on every change took seconds. */}
              <Input.TextArea
                rows={12}
                maxLength={COMMUNITY_LIMITS.bodyMax}
                showCount
                style={{ resize: 'vertical' }}
              />
            </Form.Item>
          ),
        },
        {
          key: 'vista-previa',
          label: 'Vista previa',
          children: (
            <div style={{ minHeight: 120, marginBottom: 24 }} data-testid="vista-previa">
              {preview.trim() ? (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
                  <MarkdownView source={preview} testId="vista-previa-markdown" />
                </Suspense>
              ) : (
                <Typography.Text type="secondary">Nada que previsualizar todavía.</Typography.Text>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}

/** The form of a new post and of an edit: title, category, body in Markdown with its preview, one image. */
export function PostForm({
  initialValues,
  submitLabel,
  submitting,
  error,
  errorTitle,
  cancelTo,
  onSubmit,
}: {
  initialValues: PostFormValues;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  errorTitle: string;
  cancelTo: string;
  onSubmit: (values: PostFormValues) => void;
}) {
  const [form] = Form.useForm<PostFormValues>();
  return (
    <Card>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => onSubmit({ ...initialValues, ...values })}
        requiredMark={false}
        scrollToFirstError
      >
        <Form.Item name="title" label="Título" rules={[check(titleProblem)]}>
          <Input maxLength={COMMUNITY_LIMITS.titleMax} showCount />
        </Form.Item>
        <Form.Item name="category" label="Categoría" rules={[check(categoryProblem)]}>
          <Select options={CATEGORY_OPTIONS} placeholder="Elige una categoría" />
        </Form.Item>
        <BodyField />
        <Form.Item name="attachment" label="Imagen (opcional)" valuePropName="value">
          <AttachmentField />
        </Form.Item>
        {error ? (
          <div style={{ marginBottom: 16 }}>
            <CommunityErrorAlert title={errorTitle} error={error} />
          </div>
        ) : null}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
          <LinkButton to={cancelTo}>Cancelar</LinkButton>
        </Flex>
      </Form>
    </Card>
  );
}

/** ImagePicker as a form control (Form.Item hands it `value` and `onChange`). */
function AttachmentField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: PostFormValues['attachment'];
  onChange?: (value: PostFormValues['attachment']) => void;
}) {
  return <ImagePicker id={id} value={value ?? { kind: 'none' }} onChange={(next) => onChange?.(next)} />;
}

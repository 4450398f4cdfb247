import { Button, Flex, Select, type SelectProps, Typography } from 'antd';
import { errorMessage } from '../../api/errors';
import type { CourseLessons } from '../api/course-lessons';

/** A form control (an antd `Form.Item` lends `id`, `value` and `onChange`). */
type LessonSelectProps = {
  lessons: CourseLessons;
  id?: string;
  placeholder?: string;
} & (
  | { mode: 'multiple'; value?: string[]; onChange?: (ids: string[]) => void; maxCount?: number }
  | { mode?: undefined; value?: string; onChange?: (id: string | undefined) => void }
);

/** A lesson (or several) of the course, grouped by module, searchable by title; its load error with a retry. */
export function LessonSelect(props: LessonSelectProps) {
  const { lessons, id, placeholder = 'Elige una lección' } = props;
  if (lessons.error && lessons.modules.length === 0)
    return (
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="danger">
          No se pudieron cargar las lecciones: {errorMessage(lessons.error)}
        </Typography.Text>
        <Button size="small" onClick={lessons.refetch}>
          Reintentar
        </Button>
      </Flex>
    );
  const common: SelectProps = {
    id,
    placeholder,
    loading: lessons.isPending,
    showSearch: { optionFilterProp: 'label' },
    allowClear: true,
    options: lessons.modules.map((module) => ({
      label: module.title,
      title: module.title,
      options: module.lessons.map((lesson) => ({ value: lesson.id, label: lesson.title })),
    })),
    style: { width: '100%' },
  };
  return props.mode === 'multiple' ? (
    <Select
      {...common}
      mode="multiple"
      maxCount={props.maxCount}
      value={props.value ?? []}
      onChange={(value: string[]) => props.onChange?.(value)}
    />
  ) : (
    <Select
      {...common}
      value={props.value}
      onChange={(value: string | undefined) => props.onChange?.(value)}
    />
  );
}

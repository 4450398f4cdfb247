import { SEARCH_QUERY_MAX_LENGTH } from '@pipcrafters/contracts';
import { Input } from 'antd';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** "Buscar en las lecciones": sends the words to /aprende/buscar?q=. */
export function LessonSearchBox({
  initial = '',
  width = 360,
}: {
  initial?: string;
  width?: number | string;
}) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <search style={{ width, maxWidth: '100%' }}>
      <label htmlFor={id} style={VISUALLY_HIDDEN}>
        Buscar en las lecciones
      </label>
      <Input.Search
        key={initial}
        id={id}
        defaultValue={initial}
        placeholder="Buscar en las lecciones"
        enterButton="Buscar"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        allowClear
        onSearch={(value, _event, info) => {
          if (info?.source === 'clear') return;
          navigate(`/aprende/buscar?${new URLSearchParams({ q: value.trim() })}`);
        }}
      />
    </search>
  );
}

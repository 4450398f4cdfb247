import { SEARCH_QUERY_MAX_LENGTH } from '@pipcrafters/contracts';
import { Button, Input } from '@pipcrafters/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** The field and its "Buscar" button; drawn again (`key`) when the page's words change. */
function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [words, setWords] = useState(initial);
  return (
    <form
      style={{ display: 'flex' }}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(`/aprende/buscar?${new URLSearchParams({ q: words.trim() })}`);
      }}
    >
      <label htmlFor={id} style={VISUALLY_HIDDEN}>
        Buscar en las lecciones
      </label>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Input
          id={id}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder="Buscar en las lecciones"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          allowClear
        />
      </div>
      <Button variant="primary" type="submit" style={{ marginInlineStart: -1 }}>
        Buscar
      </Button>
    </form>
  );
}

/** "Buscar en las lecciones": sends the words to /aprende/buscar?q=. */
export function LessonSearchBox({
  initial = '',
  width = 360,
}: {
  initial?: string;
  width?: number | string;
}) {
  return (
    <search style={{ width, maxWidth: '100%' }}>
      <SearchForm key={initial} initial={initial} />
    </search>
  );
}

import { Text } from '@pipcrafters/ui';
import { fullDate } from '../format/format';
import { useTimeZone } from '../hooks/useTimeZone';

/** "editado", with when as its tooltip; nothing when never edited. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const timeZone = useTimeZone();
  if (!editedAt) return null;
  return (
    <Text secondary data-testid="editado">
      <time dateTime={editedAt} title={`Editado el ${fullDate(editedAt, timeZone)}`}>
        editado
      </time>
    </Text>
  );
}

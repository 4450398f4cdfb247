import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@pipcrafters/contracts';
import { Transform, Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { Omittable } from './dto-fields';

/** Query-string fields left empty (`?search=`) count as absent; text is trimmed. */
export const emptyToUndefined = ({ value }: { value: unknown }) => {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return trimmed === '' ? undefined : trimmed;
};

const PAGE = 'La página debe ser un número entero entre 1 y 100000.';
const PAGE_SIZE = `El tamaño de página debe ser un número entero entre 1 y ${MAX_PAGE_SIZE}.`;

/** `?page=&pageSize=` as every list endpoint takes them, with Spanish messages. */
export class PageQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE })
  @Min(1, { message: PAGE })
  @Max(100_000, { message: PAGE })
  page = 1;

  @Omittable()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE })
  @Min(1, { message: PAGE_SIZE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE })
  pageSize = DEFAULT_PAGE_SIZE;
}

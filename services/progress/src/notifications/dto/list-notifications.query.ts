import { NOTIFICATIONS_DEFAULT_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE } from '@pipcrafters/contracts';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const PAGE = 'La página debe ser un número entero entre 1 y 100000.';
const PAGE_SIZE = `El tamaño de página debe ser un número entero entre 1 y ${NOTIFICATIONS_MAX_PAGE_SIZE}.`;
const UNREAD = 'El filtro "unread" debe ser true o false.';

export class ListNotificationsQuery {
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE })
  @Min(1, { message: PAGE })
  @Max(100_000, { message: PAGE })
  page = 1;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE })
  @Min(1, { message: PAGE_SIZE })
  @Max(NOTIFICATIONS_MAX_PAGE_SIZE, { message: PAGE_SIZE })
  pageSize = NOTIFICATIONS_DEFAULT_PAGE_SIZE;

  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: UNREAD })
  unread?: boolean;
}

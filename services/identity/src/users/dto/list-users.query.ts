import { ROLES, type Role, USER_STATUSES, type UserStatus } from '@pipcrafters/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) => {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return trimmed === '' ? undefined : trimmed;
};

export const MAX_PAGE_SIZE = 100;
const PAGE = 'La página debe ser un número entero entre 1 y 100000.';
const PAGE_SIZE = `El tamaño de página debe ser un número entero entre 1 y ${MAX_PAGE_SIZE}.`;

export class PageQuery {
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
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE })
  pageSize = 20;
}

export class ListUsersQuery extends PageQuery {
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString({ message: 'La búsqueda debe ser un texto de como máximo 100 caracteres.' })
  @MaxLength(100, { message: 'La búsqueda debe ser un texto de como máximo 100 caracteres.' })
  search?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(USER_STATUSES, { message: `El estado debe ser uno de: ${USER_STATUSES.join(', ')}.` })
  status?: UserStatus;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(ROLES, { message: `El rol debe ser uno de: ${ROLES.join(', ')}.` })
  role?: Role;
}

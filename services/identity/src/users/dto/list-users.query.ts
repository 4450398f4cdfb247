import {
  ROLES,
  type Role,
  SORT_ORDERS,
  type SortOrder,
  USER_SORT_FIELDS,
  USER_STATUSES,
  type UserSortField,
  type UserStatus,
} from '@pipcrafters/contracts';
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

const SEARCH = 'La búsqueda debe ser un texto de como máximo 100 caracteres.';

/** A page of users narrowed by a text search on name and e-mail. */
export class SearchPageQuery extends PageQuery {
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString({ message: SEARCH })
  @MaxLength(100, { message: SEARCH })
  search?: string;
}

export class ListUsersQuery extends SearchPageQuery {
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(USER_STATUSES, { message: `El estado debe ser uno de: ${USER_STATUSES.join(', ')}.` })
  status?: UserStatus;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(ROLES, { message: `El rol debe ser uno de: ${ROLES.join(', ')}.` })
  role?: Role;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(USER_SORT_FIELDS, {
    message: `El orden debe ser por uno de estos campos: ${USER_SORT_FIELDS.join(', ')}.`,
  })
  sort?: UserSortField;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(SORT_ORDERS, { message: 'La dirección del orden debe ser "asc" o "desc".' })
  order?: SortOrder;
}

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
import { emptyToUndefined, PageQuery } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export { PageQuery };

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

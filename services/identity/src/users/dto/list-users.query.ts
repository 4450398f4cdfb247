import { ROLES, type Role, USER_STATUSES, type UserStatus } from '@pipcrafters/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) => {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return trimmed === '' ? undefined : trimmed;
};

export const MAX_PAGE_SIZE = 100;

export class PageQuery {
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: 'La página debe ser un número entero.' })
  @Min(1, { message: 'La página debe ser 1 o mayor.' })
  @Max(100_000, { message: 'La página no puede ser mayor que 100000.' })
  page = 1;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: 'El tamaño de página debe ser un número entero.' })
  @Min(1, { message: 'El tamaño de página debe ser 1 o mayor.' })
  @Max(MAX_PAGE_SIZE, { message: `El tamaño de página no puede ser mayor que ${MAX_PAGE_SIZE}.` })
  pageSize = 20;
}

export class ListUsersQuery extends PageQuery {
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString({ message: 'La búsqueda debe ser un texto.' })
  @MaxLength(100, { message: 'La búsqueda no puede tener más de 100 caracteres.' })
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

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
import { emptyToUndefined, Omittable, PageQuery } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IdentityMessages } from '../../messages';

export { PageQuery };

const Texts = IdentityMessages.fields.listUsers;

/** A page of users narrowed by a text search on name and e-mail. */
export class SearchPageQuery extends PageQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: Texts.search })
  @MaxLength(100, { message: Texts.search })
  search?: string;
}

export class ListUsersQuery extends SearchPageQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @IsIn(USER_STATUSES, { message: Texts.status })
  status?: UserStatus;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsIn(ROLES, { message: Texts.role })
  role?: Role;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsIn(USER_SORT_FIELDS, { message: Texts.sort })
  sort?: UserSortField;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsIn(SORT_ORDERS, { message: Texts.order })
  order?: SortOrder;
}

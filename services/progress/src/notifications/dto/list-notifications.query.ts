import { PageQuery } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

const UNREAD = 'El filtro "unread" debe ser true o false.';

export class ListNotificationsQuery extends PageQuery {
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: UNREAD })
  unread?: boolean;
}

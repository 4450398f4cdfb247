import { Omittable, PageQuery } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { ProgressMessages } from '../../messages';

export class ListNotificationsQuery extends PageQuery {
  @Omittable()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: ProgressMessages.fields.unread })
  unread?: boolean;
}

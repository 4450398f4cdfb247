import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { IdentityMessages } from '../../messages';
import { trim } from '../../users/dto/update-user.dto';

const REASON = IdentityMessages.fields.requests.rejectionReason;

export class RejectRequestDto {
  @Omittable()
  @Transform(trim)
  @IsString({ message: REASON })
  @MaxLength(500, { message: REASON })
  reason?: string;
}

import type { RestModeRequest } from '@pipcrafters/contracts';
import { IsString, MaxLength } from 'class-validator';
import { ProgressMessages } from '../../messages';

export class RestModeDto implements RestModeRequest {
  @IsString({ message: ProgressMessages.streak.restUntil })
  @MaxLength(10, { message: ProgressMessages.streak.restUntil })
  until: string;
}

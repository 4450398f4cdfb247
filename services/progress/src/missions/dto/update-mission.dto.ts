import type { UpdateMissionRequest } from '@pipcrafters/contracts';
import { IsBoolean } from 'class-validator';
import { ProgressMessages } from '../../messages';

export class UpdateMissionDto implements UpdateMissionRequest {
  @IsBoolean({ message: ProgressMessages.missions.isComplete })
  isComplete: boolean;
}

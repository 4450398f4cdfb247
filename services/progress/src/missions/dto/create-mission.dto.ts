import type { CreateMissionRequest } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ProgressMessages } from '../../messages';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateMissionDto implements CreateMissionRequest {
  @Transform(trimmed)
  @IsString({ message: ProgressMessages.missions.title })
  @MinLength(1, { message: ProgressMessages.missions.title })
  @MaxLength(120, { message: ProgressMessages.missions.title })
  title: string;

  @Omittable()
  @Transform(trimmed)
  @IsString({ message: ProgressMessages.missions.description })
  @MaxLength(500, { message: ProgressMessages.missions.description })
  description?: string;
}

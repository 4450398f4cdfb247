import { DatabaseEnv } from '@pipcrafters/service-kit';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class ProgressEnv extends DatabaseEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  override PORT = 3102;
}

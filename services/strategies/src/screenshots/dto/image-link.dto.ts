import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { StrategiesMessages } from '../../messages';

const message = StrategiesMessages.screenshots.link;

/** `?expires=&signature=` of a signed image link (ScreenshotLinks). */
export class ImageLinkQuery {
  @Type(() => Number)
  @IsInt({ message })
  @Min(0, { message })
  @Max(2 ** 40, { message })
  expires: number;

  @IsString({ message })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message })
  signature: string;
}

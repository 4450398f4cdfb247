import {
  DESIGN_FORMAT_KEYS,
  DESIGN_LIMITS,
  DESIGN_TEMPLATES,
  type DesignFormatKey,
  type DesignTemplate,
  HEX_COLOUR,
} from '@pipcrafters/contracts';
import { emptyToUndefined, Omittable } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { AgencyMessages } from '../../agency/messages';
import { LESSON_ID } from '../../content/dto/content.dto';

const F = AgencyMessages.fields;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const nullable = (_object: object, value: unknown) => value !== undefined && value !== null;

/** `POST /api/assistant/designs/suggest`. */
export class SuggestDesignDto {
  @IsIn([...DESIGN_TEMPLATES], { message: F.template })
  template: DesignTemplate;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: F.designTopic })
  @MaxLength(DESIGN_LIMITS.topicMax, { message: F.designTopic })
  topic?: string;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: F.lessonId })
  @Matches(LESSON_ID, { message: F.lessonId })
  @MaxLength(120, { message: F.lessonId })
  lessonId?: string;
}

export class PaletteDto {
  @Transform(trim)
  @IsString({ message: F.paletteName })
  @Length(1, DESIGN_LIMITS.paletteNameMax, { message: F.paletteName })
  name: string;

  @IsString({ message: F.colour })
  @Matches(HEX_COLOUR, { message: F.colour })
  background: string;

  @IsString({ message: F.colour })
  @Matches(HEX_COLOUR, { message: F.colour })
  foreground: string;

  @IsString({ message: F.colour })
  @Matches(HEX_COLOUR, { message: F.colour })
  accent: string;
}

/** `POST /api/assistant/designs`, `PUT .../designs/{id}`. */
export class DesignDto {
  @Transform(trim)
  @IsString({ message: F.designName })
  @Length(DESIGN_LIMITS.nameMin, DESIGN_LIMITS.nameMax, { message: F.designName })
  name: string;

  @IsIn([...DESIGN_TEMPLATES], { message: F.template })
  template: DesignTemplate;

  @IsIn([...DESIGN_FORMAT_KEYS], { message: F.designFormat })
  format: DesignFormatKey;

  @Transform(trim)
  @IsString({ message: F.headline })
  @MaxLength(DESIGN_LIMITS.headlineMax, { message: F.headline })
  headline: string;

  @Transform(trim)
  @IsString({ message: F.designBody })
  @MaxLength(DESIGN_LIMITS.bodyMax, { message: F.designBody })
  body: string;

  @IsObject({ message: F.palette })
  @ValidateNested()
  @Type(() => PaletteDto)
  palette: PaletteDto;

  @ValidateIf(nullable)
  @IsString({ message: F.lessonId })
  @Matches(LESSON_ID, { message: F.lessonId })
  @MaxLength(120, { message: F.lessonId })
  lessonId?: string | null;

  @ValidateIf(nullable)
  @IsUUID('all', { message: F.tradeId })
  tradeId?: string | null;

  @Omittable()
  @IsBoolean({ message: F.showAmounts })
  showAmounts?: boolean;

  @Omittable()
  @IsIn(['local', 'provider'], { message: F.mode })
  mode?: 'local' | 'provider';
}

import { Omittable } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { JournalMessages } from '../../messages';

const texts = JournalMessages.imports;

/** The text fields of the CSV preview form (the file is `file`). */
export class CsvPreviewFormDto {
  @Omittable()
  @Transform(({ value }) => (value === 'tab' ? '\t' : value))
  @IsIn([',', ';', '\t', 'auto'], { message: texts.delimiter })
  delimiter?: ',' | ';' | '\t' | 'auto';

  @Omittable()
  @Type(() => Number)
  @IsInt({ message: texts.skipRows })
  @Min(0, { message: texts.skipRows })
  @Max(50, { message: texts.skipRows })
  skipRows?: number;
}

export class CreateCsvPresetDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: texts.presetName })
  @MinLength(1, { message: texts.presetName })
  @MaxLength(80, { message: texts.presetName })
  name: string;

  @IsObject({ message: texts.mapping })
  mapping: Record<string, unknown>;
}

import {
  AGENCY_TONES,
  type AgencyTone,
  CONTENT_EXPORT_FORMATS,
  CONTENT_KINDS,
  CONTENT_LENGTHS,
  CONTENT_LIMITS,
  type ContentExportFormat,
  type ContentKind,
  type ContentLength,
} from '@pipcrafters/contracts';
import { emptyToUndefined, Omittable } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsObject,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { AgencyMessages } from '../../agency/messages';

const F = AgencyMessages.fields;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const LESSON_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `POST /api/assistant/content/generate`. */
export class GenerateContentDto {
  @IsIn([...CONTENT_KINDS], { message: F.kind })
  kind: ContentKind;

  @Transform(trim)
  @IsString({ message: F.topic })
  @Length(CONTENT_LIMITS.topicMin, CONTENT_LIMITS.topicMax, { message: F.topic })
  topic: string;

  @Omittable()
  @Transform(trim)
  @IsString({ message: F.audience })
  @MaxLength(CONTENT_LIMITS.audienceMax, { message: F.audience })
  audience?: string;

  @IsIn([...AGENCY_TONES], { message: F.tone })
  tone: AgencyTone;

  @IsIn([...CONTENT_LENGTHS], { message: F.length })
  length: ContentLength;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: F.lessonId })
  @Matches(LESSON_ID, { message: F.lessonId })
  @MaxLength(120, { message: F.lessonId })
  lessonId?: string;
}

export class CitationDto {
  @IsString({ message: F.citations })
  @Matches(LESSON_ID, { message: F.citations })
  @MaxLength(120, { message: F.citations })
  lessonId: string;

  @IsString({ message: F.citations })
  @Length(1, 200, { message: F.citations })
  title: string;

  @IsString({ message: F.citations })
  @Matches(/^\/aprende\/lesson\/[a-z0-9]+(-[a-z0-9]+)*$/, { message: F.citations })
  @MaxLength(140, { message: F.citations })
  href: string;
}

/** `POST /api/assistant/content/drafts`, `PUT .../drafts/{id}`. */
export class DraftDto {
  @Transform(trim)
  @IsString({ message: F.draftTitle })
  @Length(1, CONTENT_LIMITS.titleMax, { message: F.draftTitle })
  title: string;

  @IsIn([...CONTENT_KINDS], { message: F.kind })
  kind: ContentKind;

  @IsString({ message: F.markdown })
  @MaxLength(CONTENT_LIMITS.markdownMax, { message: F.markdown })
  markdown: string;

  @IsArray({ message: F.citations })
  @ArrayMaxSize(50, { message: F.citations })
  @IsObject({ each: true, message: F.citations })
  @ValidateNested({ each: true })
  @Type(() => CitationDto)
  citations: CitationDto[];

  @IsIn(['local', 'provider'], { message: F.mode })
  mode: 'local' | 'provider';
}

export class ExportQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @IsIn([...CONTENT_EXPORT_FORMATS], { message: F.format })
  format?: ContentExportFormat;
}

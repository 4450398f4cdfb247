import { DatabaseEnv } from '@pipcrafters/service-kit';
import { IsOptional, IsString, ValidateIf } from 'class-validator';
import { JournalMessages } from '../messages';

/**
 * journal's settings: what every service has (PORT from the table, DATABASE_URL, INTERNAL_SECRET...) and where
 * screenshots are kept: a folder on local disk (FILES_DIR, given by the launcher under its data folder), or
 * S3-compatible object storage when S3_ENDPOINT is set (MinIO in docker-compose.yml).
 */
export class JournalEnv extends DatabaseEnv {
  @IsString()
  @IsOptional()
  FILES_DIR = '.data/files';

  @IsString()
  @IsOptional()
  S3_ENDPOINT?: string;

  @ValidateIf((env: JournalEnv) => Boolean(env.S3_ENDPOINT))
  @IsString({ message: JournalMessages.config.s3('S3_BUCKET') })
  S3_BUCKET?: string;

  @ValidateIf((env: JournalEnv) => Boolean(env.S3_ENDPOINT))
  @IsString({ message: JournalMessages.config.s3('S3_ACCESS_KEY') })
  S3_ACCESS_KEY?: string;

  @ValidateIf((env: JournalEnv) => Boolean(env.S3_ENDPOINT))
  @IsString({ message: JournalMessages.config.s3('S3_SECRET_KEY') })
  S3_SECRET_KEY?: string;

  @IsString()
  @IsOptional()
  S3_REGION = 'us-east-1';
}

import { IsOptional, IsString, ValidateIf } from 'class-validator';
import { DatabaseEnv } from './config';

const s3Required = (name: string) => `${name} es obligatoria cuando S3_ENDPOINT está definida.`;

/**
 * The settings of a service that keeps uploaded files (its table row says `storesFiles`): a folder on local disk
 * (FILES_DIR, given by the launcher under its data folder), or S3-compatible object storage when S3_ENDPOINT is set
 * (MinIO in docker-compose.yml). `fileStorageFor` turns them into the service's `FileStorage`.
 */
export class FileStorageEnv extends DatabaseEnv {
  @IsString()
  @IsOptional()
  FILES_DIR = '.data/files';

  @IsString()
  @IsOptional()
  S3_ENDPOINT?: string;

  @ValidateIf((env: FileStorageEnv) => Boolean(env.S3_ENDPOINT))
  @IsString({ message: s3Required('S3_BUCKET') })
  S3_BUCKET?: string;

  @ValidateIf((env: FileStorageEnv) => Boolean(env.S3_ENDPOINT))
  @IsString({ message: s3Required('S3_ACCESS_KEY') })
  S3_ACCESS_KEY?: string;

  @ValidateIf((env: FileStorageEnv) => Boolean(env.S3_ENDPOINT))
  @IsString({ message: s3Required('S3_SECRET_KEY') })
  S3_SECRET_KEY?: string;

  @IsString()
  @IsOptional()
  S3_REGION = 'us-east-1';
}

import { FileStorageEnv } from '@pipcrafters/service-kit';

/**
 * strategies's settings: what every service has (PORT from the table, DATABASE_URL, INTERNAL_SECRET...) and where
 * the example screenshots are kept (FILES_DIR, or S3 when S3_ENDPOINT is set).
 */
export class StrategiesEnv extends FileStorageEnv {}

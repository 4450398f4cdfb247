import { FileStorageEnv } from '@pipcrafters/service-kit';

/**
 * journal's settings: what every service has (PORT from the table, DATABASE_URL, INTERNAL_SECRET...) and where
 * screenshots are kept (service-kit's FileStorageEnv: FILES_DIR on local disk, or S3 when S3_ENDPOINT is set).
 */
export class JournalEnv extends FileStorageEnv {}

import { Global, Module } from '@nestjs/common';
import { FILE_STORAGE, fileStorageFor } from '@pipcrafters/service-kit';
import { JournalEnv } from '../config/journal-env';

/** The journal's screenshots: its folder under FILES_DIR, or its `journal/` prefix in the S3 bucket. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [JournalEnv],
      useFactory: (env: JournalEnv) => fileStorageFor(env, 'journal'),
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}

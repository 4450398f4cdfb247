import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { FILE_STORAGE, LocalDiskStorage, S3Storage } from '@pipcrafters/service-kit';
import { JournalEnv } from '../config/journal-env';

@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [JournalEnv],
      useFactory: (env: JournalEnv) =>
        env.S3_ENDPOINT
          ? new S3Storage({
              endpoint: env.S3_ENDPOINT,
              bucket: env.S3_BUCKET ?? '',
              accessKey: env.S3_ACCESS_KEY ?? '',
              secretKey: env.S3_SECRET_KEY ?? '',
              region: env.S3_REGION,
            })
          : new LocalDiskStorage(join(env.FILES_DIR, 'journal')),
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}

import { Global, Module } from '@nestjs/common';
import { FILE_STORAGE, fileStorageFor } from '@pipcrafters/service-kit';
import { StrategiesEnv } from '../config/strategies-env';

/** The strategies' own folder of the file storage: example screenshots. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [StrategiesEnv],
      useFactory: (env: StrategiesEnv) => fileStorageFor(env, 'strategies'),
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}

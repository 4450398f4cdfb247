import { Global, Module } from '@nestjs/common';
import { FILE_STORAGE, fileStorageFor } from '@pipcrafters/service-kit';
import { CommunityEnv } from '../config/community-env';

/** The community's own folder of the file storage: the posts' images. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [CommunityEnv],
      useFactory: (env: CommunityEnv) => fileStorageFor(env, 'community'),
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}

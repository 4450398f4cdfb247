import { defineService } from '@pipcrafters/service-kit';
import { CommentsModule } from './comments/comments.module';
import { CommunityEnv } from './config/community-env';
import { DemoCommunityModule } from './demo/demo-community.module';
import { ImagesModule } from './images/images.module';
import { LikesModule } from './likes/likes.module';
import { MembersModule } from './members/members.module';
import { CreateCommunitySchema1795690246932 } from './migrations/1795690246932-create-community-schema';
import { Unaccent1795759000000 } from './migrations/1795759000000-unaccent';
import { Community1795760000000 } from './migrations/1795760000000-community';
import { ModerationModule } from './moderation/moderation.module';
import { PostsModule } from './posts/posts.module';
import { SearchModule } from './search/search.module';
import { StorageModule } from './storage/storage.module';

/**
 * Community: members (names, @handles, suspensions), posts and comments with their counts, likes, images, Spanish
 * full-text search, reports and the admins' moderation; the other services hear of it through `community.*` events
 * and every open page through the `comment:new` realtime message.
 */
export const service = defineService({
  name: 'community',
  env: CommunityEnv,
  modules: [
    StorageModule,
    MembersModule,
    ImagesModule,
    PostsModule,
    CommentsModule,
    LikesModule,
    SearchModule,
    ModerationModule,
    DemoCommunityModule,
  ],
  entities: [],
  migrations: [CreateCommunitySchema1795690246932, Unaccent1795759000000, Community1795760000000],
});

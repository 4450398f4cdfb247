import { Module } from '@nestjs/common';
import { CommentsModule } from '../comments/comments.module';
import { ImagesModule } from '../images/images.module';
import { MembersModule } from '../members/members.module';
import { PostsModule } from '../posts/posts.module';
import { CommunityAdminController } from './community-admin.controller';
import { ModerationService } from './moderation.service';
import { ReportsController } from './reports.controller';

@Module({
  imports: [MembersModule, PostsModule, CommentsModule, ImagesModule],
  controllers: [ReportsController, CommunityAdminController],
  providers: [ModerationService],
})
export class ModerationModule {}

import { Module } from '@nestjs/common';
import { CommentsModule } from '../comments/comments.module';
import { MembersModule } from '../members/members.module';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';

@Module({
  imports: [MembersModule, CommentsModule],
  controllers: [LikesController],
  providers: [LikesService],
})
export class LikesModule {}

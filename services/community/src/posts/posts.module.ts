import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { MembersModule } from '../members/members.module';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';

@Module({
  imports: [MembersModule, ImagesModule],
  controllers: [PostsController],
  providers: [PostsService],
  exports: [PostsService],
})
export class PostsModule {}

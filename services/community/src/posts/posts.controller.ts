import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { type CommunityPost, NEXT_CURSOR_HEADER } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { RetryAfterInterceptor } from '../members/retry-after.interceptor';
import { CreatePostDto, FeedQuery, UpdatePostDto } from './dto/post.dto';
import { PostsService } from './posts.service';

/** `/api/community/posts`: the feed, a post with its comments, and its author's changes. */
@Controller('api/community/posts')
@UseInterceptors(RetryAfterInterceptor)
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  /** A page of the feed (an array); the next page's cursor, if any, in the `x-next-cursor` header. */
  @Get()
  async list(
    @CurrentUser() user: SignedInUser,
    @Query() query: FeedQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CommunityPost[]> {
    const { posts, next } = await this.posts.feed(user, query);
    if (next) response.setHeader(NEXT_CURSOR_HEADER, next);
    return posts;
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() body: CreatePostDto): Promise<CommunityPost> {
    return this.posts.create(user, body);
  }

  @Get(':id')
  get(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<CommunityPost> {
    return this.posts.get(user, id);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() body: UpdatePostDto,
  ): Promise<CommunityPost> {
    return this.posts.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.posts.remove(user, id);
  }
}

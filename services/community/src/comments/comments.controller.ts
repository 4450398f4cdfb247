import { Body, Controller, Delete, HttpCode, Param, Patch, Post, UseInterceptors } from '@nestjs/common';
import type { CommunityComment } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import { RetryAfterInterceptor } from '../members/retry-after.interceptor';
import { CommentsService } from './comments.service';
import { CreateCommentDto, UpdateCommentDto } from './dto/comment.dto';

@Controller('api/community')
@UseInterceptors(RetryAfterInterceptor)
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** A comment on the post, or a reply (`parentId`); the post's `commentsCount` goes up by one. */
  @Post('posts/:id/comments')
  create(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) postId: string,
    @Body() body: CreateCommentDto,
  ): Promise<CommunityComment> {
    return this.comments.create(user, postId, body);
  }

  @Patch('comments/:id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateCommentDto,
  ): Promise<CommunityComment> {
    return this.comments.update(user, id, body.content);
  }

  /** The comment and its replies; the post's `commentsCount` goes down by as many (never below 0). */
  @Delete('comments/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.comments.remove(user, id);
  }
}

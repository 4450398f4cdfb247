import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import { type LikeState, LikesService } from './likes.service';

/** One like per member and item; both verbs are idempotent and answer the item's likes afterwards. */
@Controller('api/community')
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @Post('posts/:id/like')
  @HttpCode(200)
  likePost(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<LikeState> {
    return this.likes.likePost(user, id, true);
  }

  @Delete('posts/:id/like')
  unlikePost(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<LikeState> {
    return this.likes.likePost(user, id, false);
  }

  @Post('comments/:id/like')
  @HttpCode(200)
  likeComment(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<LikeState> {
    return this.likes.likeComment(user, id, true);
  }

  @Delete('comments/:id/like')
  unlikeComment(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<LikeState> {
    return this.likes.likeComment(user, id, false);
  }
}

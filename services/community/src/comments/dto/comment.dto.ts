import { COMMUNITY_LIMITS, type CommunityCommentInput } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { IsUUID, ValidateIf } from 'class-validator';
import { CommunityMessages } from '../../messages';
import { MarkdownText } from '../../posts/dto/text-fields';

const texts = CommunityMessages.comments;

export class CreateCommentDto implements CommunityCommentInput {
  @MarkdownText(texts.content, COMMUNITY_LIMITS.commentMax)
  content: string;

  /** The comment answered (a reply to a reply answers the same top-level comment), or null. */
  @Omittable()
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsUUID('all', { message: texts.parentId })
  parentId?: string | null;
}

export class UpdateCommentDto {
  @MarkdownText(texts.content, COMMUNITY_LIMITS.commentMax)
  content: string;
}

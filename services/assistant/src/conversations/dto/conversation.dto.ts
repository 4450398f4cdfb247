import { ASSISTANT_LIMITS, ASSISTANTS, type AssistantName } from '@pipcrafters/contracts';
import { emptyToUndefined, Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, Length, ValidateIf } from 'class-validator';
import { AssistantMessages } from '../../messages';

export class CreateConversationDto {
  @IsIn([...ASSISTANTS], { message: AssistantMessages.assistant })
  assistant: AssistantName;
}

export class ConversationsQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @IsIn([...ASSISTANTS], { message: AssistantMessages.assistant })
  assistant?: AssistantName;
}

export class MessageDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: AssistantMessages.content })
  @Length(1, ASSISTANT_LIMITS.contentMax, { message: AssistantMessages.content })
  content: string;
}

export class FeedbackDto {
  @ValidateIf((_object, value) => value !== null)
  @IsIn(['up', 'down'], { message: AssistantMessages.feedback })
  rating: 'up' | 'down' | null;
}

export class SettingsDto {
  @IsBoolean({ message: AssistantMessages.consent })
  claraReadsJournal: boolean;
}

import { AGENCY_TONES, type AgencyTone, CHATBOT_LIMITS } from '@pipcrafters/contracts';
import { Omittable, VisibleCharacters } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Length,
  Matches,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
} from 'class-validator';
import { AgencyMessages } from '../../agency/messages';

const F = AgencyMessages.fields;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const LESSON_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export class ChatbotTextDto {
  @Transform(trim)
  @IsString({ message: F.textTitle })
  @Length(1, CHATBOT_LIMITS.textTitleMax, { message: F.textTitle })
  title: string;

  @Transform(trim)
  @IsString({ message: F.textBody })
  @Length(1, CHATBOT_LIMITS.textBodyMax, { message: F.textBody })
  body: string;
}

/** `POST /api/assistant/chatbots`, `PUT /api/assistant/chatbots/{id}`: the whole configuration. */
export class ChatbotDto {
  @Transform(trim)
  @IsString({ message: F.chatbotName })
  @Length(CHATBOT_LIMITS.nameMin, CHATBOT_LIMITS.nameMax, { message: F.chatbotName })
  @Validate(VisibleCharacters)
  name: string;

  @Transform(trim)
  @IsString({ message: F.persona })
  @MaxLength(CHATBOT_LIMITS.personaMax, { message: F.persona })
  persona: string;

  @IsIn([...AGENCY_TONES], { message: F.tone })
  tone: AgencyTone;

  @Transform(trim)
  @IsString({ message: F.welcomeMessage })
  @MaxLength(CHATBOT_LIMITS.welcomeMessageMax, { message: F.welcomeMessage })
  welcomeMessage: string;

  @IsArray({ message: F.lessonIds })
  @ArrayMaxSize(CHATBOT_LIMITS.lessonsMax, { message: F.lessonIds })
  @ArrayUnique({ message: F.lessonIds })
  @IsString({ each: true, message: F.lessonIds })
  @Matches(LESSON_ID, { each: true, message: F.lessonIds })
  lessonIds: string[];

  @IsArray({ message: F.texts })
  @ArrayMaxSize(CHATBOT_LIMITS.textsMax, { message: F.texts })
  @IsObject({ each: true, message: F.texts })
  @ValidateNested({ each: true })
  @Type(() => ChatbotTextDto)
  texts: ChatbotTextDto[];
}

export class PlaygroundTurnDto {
  @IsIn(['user', 'assistant'], { message: F.historyRole })
  role: 'user' | 'assistant';

  @IsString({ message: F.historyContent })
  @MaxLength(CHATBOT_LIMITS.historyTurnMax, { message: F.historyContent })
  content: string;
}

export class PlaygroundDto {
  @Transform(trim)
  @IsString({ message: F.message })
  @Length(1, CHATBOT_LIMITS.messageMax, { message: F.message })
  message: string;

  @Omittable()
  @IsArray({ message: F.history })
  @ArrayMaxSize(CHATBOT_LIMITS.historyMax, { message: F.history })
  @IsObject({ each: true, message: F.history })
  @ValidateNested({ each: true })
  @Type(() => PlaygroundTurnDto)
  history?: PlaygroundTurnDto[];

  @Omittable()
  @IsInt({ message: F.version })
  @Min(1, { message: F.version })
  version?: number;
}

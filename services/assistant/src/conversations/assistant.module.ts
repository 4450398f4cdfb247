import { Module } from '@nestjs/common';
import { AnswerService } from '../answers/answer.service';
import { LocalEngine } from '../answers/local/local-engine';
import { ProviderEngine } from '../answers/provider-engine';
import { SettingsService } from '../settings/settings.service';
import { SourcesService } from '../sources/sources.service';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';

@Module({
  controllers: [ConversationsController],
  providers: [
    ConversationsService,
    AnswerService,
    LocalEngine,
    ProviderEngine,
    SettingsService,
    SourcesService,
  ],
})
export class AssistantModule {}

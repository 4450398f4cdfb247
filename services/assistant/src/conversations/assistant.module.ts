import { Module } from '@nestjs/common';
import { AnswerService } from '../answers/answer.service';
import { LocalEngine } from '../answers/local/local-engine';
import { ProviderEngine } from '../answers/provider-engine';
import { DemoConversationsConsumer } from '../demo/demo-conversations.consumer';
import { SettingsService } from '../settings/settings.service';
import { SourcesService } from '../sources/sources.service';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';

@Module({
  controllers: [ConversationsController],
  providers: [
    ConversationsService,
    AnswerService,
    DemoConversationsConsumer,
    LocalEngine,
    ProviderEngine,
    SettingsService,
    SourcesService,
  ],
})
export class AssistantModule {}

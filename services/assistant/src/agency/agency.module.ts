import { Module } from '@nestjs/common';
import { ChatbotsController } from '../chatbots/chatbots.controller';
import { ChatbotsService } from '../chatbots/chatbots.service';
import { PlaygroundService } from '../chatbots/playground.service';
import { ContentController } from '../content/content.controller';
import { ContentService } from '../content/content.service';
import { DesignsController } from '../designs/designs.controller';
import { DesignsService } from '../designs/designs.service';
import { SocialController } from '../social/social.controller';
import { SocialService } from '../social/social.service';
import { SourcesService } from '../sources/sources.service';
import { AgencyCatalog } from './catalog';
import { AgencyGeneration } from './generation';
import { AgencyRateLimit } from './rate-limit';

/**
 * The AI agency tools (chatbots, content, designs, social), under /api/assistant beside the assistants: each tool a
 * feature folder, what they share (the course catalog, generation in both modes, the refusals, the rate limit) here.
 */
@Module({
  controllers: [ChatbotsController, ContentController, DesignsController, SocialController],
  providers: [
    AgencyCatalog,
    AgencyGeneration,
    AgencyRateLimit,
    ChatbotsService,
    PlaygroundService,
    ContentService,
    DesignsService,
    SocialService,
    SourcesService,
  ],
})
export class AgencyModule {}

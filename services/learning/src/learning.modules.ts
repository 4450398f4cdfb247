import { Module } from '@nestjs/common';
import { CourseService } from './course/course.service';
import { DemoHistoryConsumer } from './demo/demo-history.consumer';
import { DemoMindSeeder } from './demo/demo-mind';
import { DocsController } from './docs/docs.controller';
import { LessonsController } from './lessons/lessons.controller';
import { LessonsService } from './lessons/lessons.service';
import { MindModule } from './mind/mind.module';
import { LearnerProgressService } from './modules/learner-progress.service';
import { ModulesController } from './modules/modules.controller';
import { ModulesService } from './modules/modules.service';
import { PassagesController } from './passages/passages.controller';
import { PassagesService } from './passages/passages.service';
import { PlacementController } from './placement/placement.controller';
import { PlacementService } from './placement/placement.service';
import { ReviewController } from './review/review.controller';
import { ReviewService } from './review/review.service';
import { SearchController } from './search/search.controller';
import { SearchService } from './search/search.service';
import { TimeZonesModule } from './time-zones/time-zones.module';

@Module({ providers: [CourseService], exports: [CourseService] })
export class CourseModule {}

@Module({
  imports: [CourseModule],
  controllers: [
    ModulesController,
    LessonsController,
    ReviewController,
    SearchController,
    PassagesController,
    PlacementController,
    DocsController,
  ],
  providers: [
    LearnerProgressService,
    ModulesService,
    LessonsService,
    ReviewService,
    SearchService,
    PassagesService,
    PlacementService,
  ],
  exports: [LessonsService],
})
export class TerminalModule {}

@Module({
  imports: [CourseModule, TerminalModule, MindModule, TimeZonesModule],
  providers: [DemoHistoryConsumer, DemoMindSeeder],
})
export class DemoModule {}

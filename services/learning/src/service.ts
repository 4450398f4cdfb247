import { defineService } from '@pipcrafters/service-kit';
import { LearningEnv } from './config/learning-env';
import {
  DocEntity,
  GlossaryTermEntity,
  LessonEntity,
  ModuleEntity,
  QuestionEntity,
} from './course/course.entities';
import { CourseModule, DemoModule, TerminalModule } from './learning.modules';
import {
  LessonProgressEntity,
  ModuleProgressEntity,
  PlacementAttemptEntity,
  QuizAttemptEntity,
  ReviewCardEntity,
} from './lessons/learner.entities';
import { CreateLearningSchema1795469548191 } from './migrations/1795469548191-create-learning-schema';
import { GlossaryAndDocs1795480000000 } from './migrations/1795480000000-glossary-and-docs';
import { Passages1796300000000 } from './migrations/1796300000000-passages';
import { Mindcrafter1796400000000 } from './migrations/1796400000000-mindcrafter';
import { MIND_ENTITIES } from './mind/mind.entities';
import { MindModule } from './mind/mind.module';
import { PassageEntity } from './passages/passage.entity';
import { UserTimeZoneEntity } from './time-zones/user-time-zone.entity';

/**
 * The Terminal: the course loaded from content/ (modules, lessons, quizzes, glossary) and each learner's progress
 * (lessons, attempts, modules, review queue, placement); MindCrafter (check-ins, breathing, focus drills, the routine,
 * the tilt meter read from the journal with consent); publishes learning events the progress service pays XP for.
 */
export const service = defineService({
  name: 'learning',
  env: LearningEnv,
  modules: [CourseModule, TerminalModule, MindModule, DemoModule],
  entities: [
    ModuleEntity,
    LessonEntity,
    QuestionEntity,
    GlossaryTermEntity,
    DocEntity,
    LessonProgressEntity,
    QuizAttemptEntity,
    ModuleProgressEntity,
    ReviewCardEntity,
    PlacementAttemptEntity,
    PassageEntity,
    UserTimeZoneEntity,
    ...MIND_ENTITIES,
  ],
  migrations: [
    CreateLearningSchema1795469548191,
    GlossaryAndDocs1795480000000,
    Passages1796300000000,
    Mindcrafter1796400000000,
  ],
});

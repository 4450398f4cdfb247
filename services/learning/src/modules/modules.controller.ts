import { Controller, Get, Param } from '@nestjs/common';
import type { GlossaryEntry, LearningModuleDetail, LearningOverview } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { CourseService } from '../course/course.service';
import { ModulesService } from './modules.service';

/** The course's modules with the caller's progress in them (never anyone else's). */
@Controller('api/learning')
export class ModulesController {
  constructor(
    private readonly modules: ModulesService,
    private readonly course: CourseService,
  ) {}

  @Get('modules')
  overview(@CurrentUser() user: SignedInUser): Promise<LearningOverview> {
    return this.modules.overview(user.userId);
  }

  @Get('modules/:id')
  detail(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<LearningModuleDetail> {
    return this.modules.detail(user.userId, id);
  }

  /** Every glossary term of the course, alphabetically. */
  @Get('glossary')
  glossary(): GlossaryEntry[] {
    return this.course.catalog.allGlossary();
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { type DocPage, type DocSummary, ErrorCode } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { CourseService } from '../course/course.service';
import { LearningMessages } from '../messages';

/** The pages of /documentation, loaded from content/docs with the course. */
@Controller('api/learning/docs')
export class DocsController {
  constructor(private readonly course: CourseService) {}

  @Get()
  list(): DocSummary[] {
    return this.course.catalog.docs.map(({ id, order, title, summary }) => ({ id, order, title, summary }));
  }

  @Get(':id')
  page(@Param('id') id: string): DocPage {
    const page = this.course.catalog.doc(id);
    if (!page) throw new ApiException(404, ErrorCode.NOT_FOUND, LearningMessages.notFound.doc);
    return page;
  }
}

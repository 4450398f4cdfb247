import { Controller, Get, Query } from '@nestjs/common';
import type { LessonSearchResponse } from '@pipcrafters/contracts';
import { SearchQuery } from './dto/search.query';
import { SearchService } from './search.service';

@Controller('api/learning/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  search(@Query() query: SearchQuery): Promise<LessonSearchResponse> {
    return this.searchService.search(query.q);
  }
}

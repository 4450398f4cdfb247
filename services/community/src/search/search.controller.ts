import { Controller, Get, Query } from '@nestjs/common';
import type { CommunitySearchHit } from '@pipcrafters/contracts';
import { SearchQuery } from './dto/search.dto';
import { SearchService } from './search.service';

@Controller('api/community/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  /** The posts and comments that match `q`, best first, each with a plain-text snippet («match»). */
  @Get()
  search(@Query() query: SearchQuery): Promise<CommunitySearchHit[]> {
    return this.searchService.search(query.q, query.limit);
  }
}

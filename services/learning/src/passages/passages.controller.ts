import { Controller, Get, Query } from '@nestjs/common';
import type { PassageSearchResponse } from '@pipcrafters/contracts';
import { PassageSearchQuery } from './dto/passage-search.query';
import { PassagesService } from './passages.service';

@Controller('api/learning/passages')
export class PassagesController {
  constructor(private readonly passagesService: PassagesService) {}

  @Get()
  find(@Query() query: PassageSearchQuery): Promise<PassageSearchResponse> {
    return this.passagesService.find(query.q, query.limit);
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import type { WhatIfResult } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { WhatIfQuery } from './dto/what-if.dto';
import { WhatIfService } from './what-if.service';

@Controller('api/journal/what-if')
export class WhatIfController {
  constructor(private readonly whatIf: WhatIfService) {}

  /** The history's figures with and without a rule (`rule`, `pips`), over the list's filters. */
  @Get()
  get(@CurrentUser() user: SignedInUser, @Query() query: WhatIfQuery): Promise<WhatIfResult> {
    return this.whatIf.whatIf(user.userId, query);
  }
}

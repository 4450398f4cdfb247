import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import type { StreakView } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { RestModeDto } from './dto/rest-mode.dto';
import { StreaksService } from './streaks.service';

@Controller('api/xp/streak')
export class StreaksController {
  constructor(private readonly streaks: StreaksService) {}

  @Get()
  view(@CurrentUser() user: SignedInUser): Promise<StreakView> {
    return this.streaks.view(user.userId);
  }

  @Put('rest')
  rest(@CurrentUser() user: SignedInUser, @Body() body: RestModeDto): Promise<StreakView> {
    return this.streaks.rest(user.userId, body.until);
  }

  @Delete('rest')
  endRest(@CurrentUser() user: SignedInUser): Promise<StreakView> {
    return this.streaks.endRest(user.userId);
  }
}

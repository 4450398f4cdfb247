import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { ReportDto } from './dto/moderation.dto';
import { ModerationService } from './moderation.service';

@Controller('api/community/reports')
export class ReportsController {
  constructor(private readonly moderation: ModerationService) {}

  /** Reports a post or comment (once per member and item); enough reports hold it for review. */
  @Post()
  @HttpCode(204)
  async report(@CurrentUser() user: SignedInUser, @Body() body: ReportDto): Promise<void> {
    await this.moderation.report(user, body);
  }
}

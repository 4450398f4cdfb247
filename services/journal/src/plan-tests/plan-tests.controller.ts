import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { PlanTestResult } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { PlanTestDto } from './dto/plan-test.dto';
import { PlanTestsService } from './plan-tests.service';

@Controller('api/journal/plan-tests')
export class PlanTestsController {
  constructor(private readonly planTests: PlanTestsService) {}

  /** Tests a planned trade before it is placed (nothing is stored): the figures, every check and the verdict. */
  @Post()
  @HttpCode(200)
  test(@CurrentUser() user: SignedInUser, @Body() body: PlanTestDto): Promise<PlanTestResult> {
    return this.planTests.test(user.userId, body);
  }
}

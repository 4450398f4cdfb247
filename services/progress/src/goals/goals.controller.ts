import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { Goal, GoalOptions } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { CreateGoalDto, UpdateGoalDto } from './dto/goal.dto';
import { GoalsService } from './goals.service';

@Controller('api/goals')
export class GoalsController {
  constructor(private readonly goals: GoalsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<Goal[]> {
    return this.goals.list(user.userId);
  }

  @Get('options')
  options(@CurrentUser() user: SignedInUser): Promise<GoalOptions> {
    return this.goals.options(user);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() body: CreateGoalDto): Promise<Goal> {
    return this.goals.create(user, body);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: UpdateGoalDto,
  ): Promise<Goal> {
    return this.goals.update(user.userId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.goals.remove(user.userId, id);
  }
}

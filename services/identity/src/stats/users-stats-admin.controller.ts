import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { AdminUserStats } from '@pipcrafters/contracts';
import { Roles } from '@pipcrafters/service-kit';
import { AdminActorGuard } from '../users/admin-actor.guard';
import { StatsQuery } from './dto/stats.query';
import { UsersStatsService } from './users-stats.service';

@Controller('api/admin/users/stats')
@Roles('ADMIN')
@UseGuards(AdminActorGuard)
export class UsersStatsAdminController {
  constructor(private readonly stats: UsersStatsService) {}

  @Get()
  get(@Query() query: StatsQuery): Promise<AdminUserStats> {
    return this.stats.stats(query.tz ?? 'UTC');
  }
}

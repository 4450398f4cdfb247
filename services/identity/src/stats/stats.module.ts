import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { UsersStatsService } from './users-stats.service';
import { UsersStatsAdminController } from './users-stats-admin.controller';

@Module({
  imports: [UsersModule, AuditModule],
  controllers: [UsersStatsAdminController],
  providers: [UsersStatsService],
})
export class StatsModule {}

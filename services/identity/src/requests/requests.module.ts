import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { RequestsAdminController } from './requests-admin.controller';
import { RequestsAdminService } from './requests-admin.service';

@Module({
  imports: [UsersModule],
  controllers: [RequestsAdminController],
  providers: [RequestsAdminService],
})
export class RequestsModule {}

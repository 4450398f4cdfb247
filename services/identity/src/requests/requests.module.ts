import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { RequestsAdminController } from './requests-admin.controller';

@Module({
  imports: [UsersModule],
  controllers: [RequestsAdminController],
})
export class RequestsModule {}

import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { XpController } from './xp.controller';
import { XpService } from './xp.service';

@Module({
  imports: [NotificationsModule],
  controllers: [XpController],
  providers: [XpService],
  exports: [XpService],
})
export class XpModule {}

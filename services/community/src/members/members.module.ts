import { Module } from '@nestjs/common';
import { MemberEventsConsumer } from './member-events.consumer';
import { MembersService } from './members.service';
import { RetryAfterInterceptor } from './retry-after.interceptor';

@Module({
  providers: [MembersService, MemberEventsConsumer, RetryAfterInterceptor],
  exports: [MembersService, RetryAfterInterceptor],
})
export class MembersModule {}

import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { MembersModule } from '../members/members.module';
import { DemoCommunityConsumer } from './demo-community.consumer';

@Module({ imports: [MembersModule, ImagesModule], providers: [DemoCommunityConsumer] })
export class DemoCommunityModule {}

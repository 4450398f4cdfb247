import { Module } from '@nestjs/common';
import { DemoJournalConsumer } from './demo-journal.consumer';

@Module({ providers: [DemoJournalConsumer] })
export class DemoJournalModule {}

import { Module } from '@nestjs/common';
import { TiltController } from './tilt.controller';
import { TiltService } from './tilt.service';

/** MindCrafter's tilt meter, read from the journal (`GET /api/journal/tilt`). */
@Module({
  controllers: [TiltController],
  providers: [TiltService],
})
export class TiltModule {}

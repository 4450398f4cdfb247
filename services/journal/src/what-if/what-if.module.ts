import { Module } from '@nestjs/common';
import { StatsModule } from '../stats/stats.module';
import { WhatIfController } from './what-if.controller';
import { WhatIfService } from './what-if.service';

@Module({ imports: [StatsModule], controllers: [WhatIfController], providers: [WhatIfService] })
export class WhatIfModule {}

import { Module } from '@nestjs/common';
import { RatesModule } from '../rates/rates.module';
import { CalculatorsController } from './calculators.controller';
import { CalculatorsService } from './calculators.service';

@Module({
  imports: [RatesModule],
  controllers: [CalculatorsController],
  providers: [CalculatorsService],
})
export class CalculatorsModule {}

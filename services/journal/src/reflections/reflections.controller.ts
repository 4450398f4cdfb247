import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import type { Reflection, ReflectionDay } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { ReflectionDayQuery, ReflectionDto, ReflectionRangeQuery } from './dto/reflection.dto';
import { ReflectionsService } from './reflections.service';

@Controller('api/journal/reflections')
export class ReflectionsController {
  constructor(private readonly reflections: ReflectionsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser, @Query() query: ReflectionRangeQuery): Promise<Reflection[]> {
    return this.reflections.list(user.userId, query.from, query.to);
  }

  @Get(':date')
  day(
    @CurrentUser() user: SignedInUser,
    @Param('date') date: string,
    @Query() query: ReflectionDayQuery,
  ): Promise<ReflectionDay> {
    return this.reflections.day(user.userId, date, query.timeZone);
  }

  @Put(':date')
  save(
    @CurrentUser() user: SignedInUser,
    @Param('date') date: string,
    @Body() body: ReflectionDto,
  ): Promise<Reflection> {
    return this.reflections.save(user.userId, date, body);
  }

  @Delete(':date')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('date') date: string): Promise<void> {
    await this.reflections.remove(user.userId, date);
  }
}

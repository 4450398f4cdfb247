import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { Mission } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { CreateMissionDto } from './dto/create-mission.dto';
import { UpdateMissionDto } from './dto/update-mission.dto';
import { MissionsService } from './missions.service';

/** The spec's mission contract: GET and POST /api/missions, PATCH /api/missions/{id} with isComplete. */
@Controller('api/missions')
export class MissionsController {
  constructor(private readonly missions: MissionsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<Mission[]> {
    return this.missions.list(user.userId);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() body: CreateMissionDto): Promise<Mission> {
    return this.missions.create(user.userId, body);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: UpdateMissionDto,
  ): Promise<Mission> {
    return this.missions.setComplete(user.userId, id, body.isComplete);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.missions.remove(user.userId, id);
  }
}

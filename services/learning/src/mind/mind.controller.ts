import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import type {
  BreathingSession,
  FocusDrill,
  FocusDrillHistory,
  MindCheckIn,
  MindOverview,
  MindRoutine,
  MindSettings,
  MindTiltResponse,
} from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { CheckInsService } from './check-ins.service';
import {
  BreathingSessionDto,
  CheckInDto,
  CheckInsQuery,
  FocusDrillDto,
  MindSettingsDto,
  PutRoutineDto,
  PutRoutineTodayDto,
} from './dto/mind.dto';
import { ExercisesService } from './exercises.service';
import { MindOverviewService } from './mind-overview.service';
import { RoutineService } from './routine.service';
import { TiltService } from './tilt.service';

/** MindCrafter: everything is the caller's own (every query has the owner in its WHERE). */
@Controller('api/learning/mind')
export class MindController {
  constructor(
    private readonly checkIns: CheckInsService,
    private readonly exercises: ExercisesService,
    private readonly routine: RoutineService,
    private readonly tilt: TiltService,
    private readonly overviews: MindOverviewService,
  ) {}

  @Get('overview')
  overview(@CurrentUser() user: SignedInUser): Promise<MindOverview> {
    return this.overviews.overview(user.userId);
  }

  @Post('check-ins')
  recordCheckIn(@CurrentUser() user: SignedInUser, @Body() body: CheckInDto): Promise<MindCheckIn> {
    return this.checkIns.record(user.userId, body);
  }

  @Get('check-ins')
  listCheckIns(@CurrentUser() user: SignedInUser, @Query() query: CheckInsQuery): Promise<MindCheckIn[]> {
    return this.checkIns.list(user.userId, query.days);
  }

  @Post('breathing-sessions')
  breathe(@CurrentUser() user: SignedInUser, @Body() body: BreathingSessionDto): Promise<BreathingSession> {
    return this.exercises.breathe(user.userId, body);
  }

  @Get('breathing-sessions')
  breathingSessions(@CurrentUser() user: SignedInUser): Promise<BreathingSession[]> {
    return this.exercises.breathingSessions(user.userId);
  }

  @Post('focus-drills')
  drill(@CurrentUser() user: SignedInUser, @Body() body: FocusDrillDto): Promise<FocusDrill> {
    return this.exercises.drill(user.userId, body);
  }

  @Get('focus-drills')
  focusDrills(@CurrentUser() user: SignedInUser): Promise<FocusDrillHistory> {
    return this.exercises.focusDrills(user.userId);
  }

  @Get('routine')
  routineView(@CurrentUser() user: SignedInUser): Promise<MindRoutine> {
    return this.routine.view(user.userId);
  }

  @Put('routine')
  replaceRoutine(@CurrentUser() user: SignedInUser, @Body() body: PutRoutineDto): Promise<MindRoutine> {
    return this.routine.replace(user.userId, body);
  }

  @Put('routine/today')
  tickRoutine(@CurrentUser() user: SignedInUser, @Body() body: PutRoutineTodayDto): Promise<MindRoutine> {
    return this.routine.tick(user.userId, body.checkedIds);
  }

  @Get('settings')
  settings(@CurrentUser() user: SignedInUser): Promise<MindSettings> {
    return this.tilt.settings(user.userId);
  }

  @Put('settings')
  updateSettings(@CurrentUser() user: SignedInUser, @Body() body: MindSettingsDto): Promise<MindSettings> {
    return this.tilt.updateSettings(user.userId, body);
  }

  @Get('tilt')
  tiltMeter(@CurrentUser() user: SignedInUser): Promise<MindTiltResponse> {
    return this.tilt.meter(user);
  }
}

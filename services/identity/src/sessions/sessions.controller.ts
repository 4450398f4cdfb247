import { Controller, Get, Param } from '@nestjs/common';
import { ErrorCode, type SessionState } from '@pipcrafters/contracts';
import { ApiException, Public, UuidParam } from '@pipcrafters/service-kit';
import { IdentityMessages } from '../messages';
import { SessionsService } from './sessions.service';

/**
 * Asked by the gateway only: every call must carry an identity signed with the internal secret, and the
 * gateway never forwards /internal from the outside.
 */
@Controller('internal/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get(':sid')
  @Public()
  async state(@Param('sid', UuidParam) sid: string): Promise<SessionState> {
    const state = await this.sessions.state(sid);
    if (!state) throw new ApiException(404, ErrorCode.NOT_FOUND, IdentityMessages.sessions.notFound);
    return state;
  }
}

import { Controller, Get, Req, Res } from '@nestjs/common';
import { Public } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import type { GatewayRequest } from './gateway-request';
import { ProxyService } from './proxy.service';

/**
 * Images a page shows with `<img>` from a bearer-only API: an `<img>` sends cookies but never a bearer header, so
 * these GETs pass the gateway without a session and are forwarded with an anonymous identity. What admits them is
 * the signed, expiring link the owning service put in the image's URL (checked by that service, whose route is
 * `@Public()` too); everything else under the API keeps its policy. Declared before the catch-all proxy.
 */
@Controller('api')
export class SignedImageProxyController {
  constructor(private readonly proxy: ProxyService) {}

  /** A strategy's example image (`ScreenshotLinks` in services/strategies). */
  @Public()
  @Get('strategies/:id/screenshots/:screenshotId')
  strategyScreenshot(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}

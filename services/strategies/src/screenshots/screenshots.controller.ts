import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ErrorCode, type StrategyScreenshot, uploadLimit } from '@pipcrafters/contracts';
import { ApiException, CurrentUser, Public, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { StrategiesMessages } from '../messages';
import { ImageLinkQuery } from './dto/image-link.dto';
import { ScreenshotsService } from './screenshots.service';

const MAX_SCREENSHOT_BYTES = uploadLimit('POST', '/api/strategies/x/screenshots', 0);

@Controller('api/strategies')
export class ScreenshotsController {
  constructor(private readonly screenshots: ScreenshotsService) {}

  /** multipart/form-data with the image in `file` (PNG, JPEG or WebP; kept re-encoded as WebP). */
  @Post(':id/screenshots')
  @UseInterceptors(
    FileInterceptor('file', { limits: { fileSize: MAX_SCREENSHOT_BYTES, files: 1, fields: 2 } }),
  )
  add(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<StrategyScreenshot> {
    if (!file) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, StrategiesMessages.screenshots.file);
    }
    return this.screenshots.add(user.userId, id, file.buffer);
  }

  /**
   * The image, for an `<img>`: public at the gateway and here because an `<img>` cannot send the bearer token; the
   * signed, expiring link the strategy carries (`screenshots[].url`) is what admits it.
   */
  @Public()
  @Get(':id/screenshots/:screenshotId')
  async image(
    @Param('id', UuidParam) id: string,
    @Param('screenshotId', UuidParam) screenshotId: string,
    @Query() link: ImageLinkQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { bytes, secondsLeft } = await this.screenshots.image(id, screenshotId, link);
    response.setHeader('cache-control', `private, max-age=${secondsLeft}, immutable`);
    response.setHeader('content-disposition', 'inline');
    return new StreamableFile(bytes, { type: 'image/webp' });
  }

  @Delete(':id/screenshots/:screenshotId')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Param('screenshotId', UuidParam) screenshotId: string,
  ): Promise<void> {
    await this.screenshots.remove(user.userId, id, screenshotId);
  }
}

import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ErrorCode, uploadLimit } from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import type { UploadedFileData } from '../imports/uploaded-file';
import { JournalMessages } from '../messages';
import { type Screenshot, ScreenshotsService } from './screenshots.service';

const MAX_SCREENSHOT_BYTES = uploadLimit('POST', '/api/journal/trades/x/screenshots', 0);

@Controller('api/journal')
export class ScreenshotsController {
  constructor(private readonly screenshots: ScreenshotsService) {}

  @Get('trades/:id/screenshots')
  list(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<Screenshot[]> {
    return this.screenshots.list(user.userId, id);
  }

  /** multipart/form-data with the image in `file` (PNG, JPEG or WebP; stored re-encoded as WebP). */
  @Post('trades/:id/screenshots')
  @UseInterceptors(
    FileInterceptor('file', { limits: { fileSize: MAX_SCREENSHOT_BYTES, files: 1, fields: 2 } }),
  )
  add(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<Screenshot> {
    if (!file) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, JournalMessages.screenshots.file);
    return this.screenshots.add(user.userId, id, file.buffer);
  }

  @Get('screenshots/:id')
  @Header('content-type', 'image/webp')
  @Header('cache-control', 'private, max-age=3600')
  @Header('content-disposition', 'inline')
  async image(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<StreamableFile> {
    return new StreamableFile(await this.screenshots.image(user.userId, id));
  }

  @Delete('screenshots/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.screenshots.remove(user.userId, id);
  }
}

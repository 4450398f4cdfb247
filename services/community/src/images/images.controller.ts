import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { ImagesService } from './images.service';

@Controller('api/community/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /**
   * A post's image (always WebP, re-encoded on upload). Never sniffed as anything else, never a document that could
   * run anything (a sandbox with no sources), cached for a year: an image id never names other bytes.
   */
  @Get(':id')
  async image(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const bytes = await this.images.read(user, id);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    response.setHeader('Content-Disposition', 'inline');
    return new StreamableFile(bytes, { type: 'image/webp' });
  }
}

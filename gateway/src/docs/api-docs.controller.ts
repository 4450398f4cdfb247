import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ErrorCode, Messages } from '@pipcrafters/contracts';
import { ApiException, Roles } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { ApiDocsService } from './api-docs.service';
import type { MergedDocument } from './merge';
import { SWAGGER_UI_FILES, SWAGGER_UI_INIT, SWAGGER_UI_INIT_FILE, SWAGGER_UI_PAGE } from './swagger-ui';

/** The platform's merged OpenAPI document and a page to browse it, for signed-in admins only. */
@Roles('ADMIN')
@Controller('api/docs')
export class ApiDocsController {
  constructor(private readonly docs: ApiDocsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  document(): Promise<MergedDocument> {
    return this.docs.merged();
  }

  @Get('ui')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  page(): string {
    return SWAGGER_UI_PAGE;
  }

  @Get('ui/:file')
  asset(@Param('file') name: string, @Res() response: Response): void {
    response.setHeader('Cache-Control', 'private, no-cache');
    if (name === SWAGGER_UI_INIT_FILE) {
      response.type('text/javascript; charset=utf-8').send(SWAGGER_UI_INIT);
      return;
    }
    const asset = Object.hasOwn(SWAGGER_UI_FILES, name) ? SWAGGER_UI_FILES[name] : undefined;
    if (!asset) throw new ApiException(404, ErrorCode.NOT_FOUND, Messages.notFound);
    response.type(asset.type).sendFile(asset.file, (error) => {
      // The package's files are there unless node_modules is broken; the client sees the platform's 404 shape.
      if (error && !response.headersSent) {
        response.status(404).json({
          statusCode: 404,
          message: Messages.notFound,
          code: ErrorCode.NOT_FOUND,
          error: Messages.notFound,
        });
      }
    });
  }
}

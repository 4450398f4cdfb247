import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ErrorCode, type ImportSummary, uploadLimit } from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { JournalMessages } from '../messages';
import { ImportFormDto } from './dto/import.dto';
import { ImportsService } from './imports.service';
import type { CsvMapping } from './parsers/csv';
import { isTimeZone } from './wall-clock';

const texts = JournalMessages.imports;
export const MAX_IMPORT_BYTES = uploadLimit('POST', '/api/journal/imports', 0);

@Controller('api/journal/imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /** multipart/form-data: `file`, `accountId`, optional `preview`, `format`, `timeZone`, `mapping` (CSV), `uploadId`. */
  @Post()
  @UseInterceptors(
    FileInterceptor('file', {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 32 * 1024 },
    }),
  )
  async create(
    @CurrentUser() user: SignedInUser,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: ImportFormDto,
  ): Promise<ImportSummary> {
    if (!file) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.file);
    if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.timeZone);
    }
    let mapping: CsvMapping | undefined;
    if (body.mapping !== undefined) {
      try {
        mapping = JSON.parse(body.mapping) as CsvMapping;
      } catch {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.mapping);
      }
      if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.mapping);
      }
    }
    return this.imports.run(user.userId, {
      bytes: file.buffer,
      fileName: Buffer.from(file.originalname, 'latin1').toString('utf8'),
      accountId: body.accountId,
      preview: body.preview ?? false,
      format: body.format,
      timeZone: body.timeZone,
      mapping,
      uploadId: body.uploadId,
    });
  }

  @Get()
  history(@CurrentUser() user: SignedInUser): Promise<ImportSummary[]> {
    return this.imports.history(user.userId);
  }

  @Delete(':id')
  @HttpCode(200)
  undo(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<ImportSummary> {
    return this.imports.undo(user.userId, id);
  }
}

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
import { ErrorCode, type ImportSummary, isIanaTimeZone, uploadLimit } from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { JournalMessages } from '../messages';
import { checkCsvMapping } from './csv-mapping';
import { CsvPreviewFormDto } from './dto/csv.dto';
import { ImportFormDto } from './dto/import.dto';
import { ImportsService } from './imports.service';
import { type CsvMapping, type CsvPreview, previewCsv } from './parsers/csv';
import { StatementError } from './parsers/statement';
import type { UploadedFileData } from './uploaded-file';

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
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() body: ImportFormDto,
  ): Promise<ImportSummary> {
    if (!file) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.file);
    if (body.timeZone !== undefined && !isIanaTimeZone(body.timeZone)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.timeZone);
    }
    let mapping: CsvMapping | undefined;
    if (body.mapping !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.mapping);
      } catch {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.mapping);
      }
      mapping = checkCsvMapping(parsed) ?? undefined;
      if (!mapping) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.mapping);
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

  /** A CSV's header and first rows, and the known export it matches, for the column-mapping screen. */
  @Post('csv-preview')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('file', { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, fieldSize: 1024 } }),
  )
  csvPreview(
    @UploadedFile() file: UploadedFileData | undefined,
    @Body() body: CsvPreviewFormDto,
  ): CsvPreview {
    if (!file) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.file);
    try {
      return previewCsv(file.buffer, body.delimiter ?? 'auto', body.skipRows ?? 0);
    } catch (error) {
      if (error instanceof StatementError) {
        throw new ApiException(422, ErrorCode.VALIDATION_FAILED, texts.statement[error.code]);
      }
      throw error;
    }
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

import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode } from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import { DataSource, QueryFailedError } from 'typeorm';
import { JournalMessages } from '../messages';
import { checkCsvMapping } from './csv-mapping';
import { CreateCsvPresetDto } from './dto/csv.dto';
import { CsvPresetEntity } from './import.entities';
import type { CsvMapping } from './parsers/csv';

const texts = JournalMessages.imports;
export const MAX_CSV_PRESETS = 30;

interface SavedPreset {
  id: string;
  name: string;
  mapping: CsvMapping;
  createdAt: string;
}

const toPreset = (row: CsvPresetEntity): SavedPreset => ({
  id: row.id,
  name: row.name,
  mapping: row.mapping,
  createdAt: row.createdAt.toISOString(),
});

/** The user's own saved CSV column mappings. */
@Controller('api/journal/csv-presets')
export class CsvPresetsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  async list(@CurrentUser() user: SignedInUser): Promise<SavedPreset[]> {
    const rows = await this.dataSource
      .getRepository(CsvPresetEntity)
      .find({ where: { userId: user.userId }, order: { name: 'ASC' } });
    return rows.map(toPreset);
  }

  @Post()
  async create(@CurrentUser() user: SignedInUser, @Body() body: CreateCsvPresetDto): Promise<SavedPreset> {
    const mapping = checkCsvMapping(body.mapping);
    if (!mapping) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.mapping);
    const presets = this.dataSource.getRepository(CsvPresetEntity);
    if ((await presets.countBy({ userId: user.userId })) >= MAX_CSV_PRESETS) {
      throw new ApiException(409, ErrorCode.CONFLICT, texts.tooManyPresets(MAX_CSV_PRESETS));
    }
    try {
      return toPreset(await presets.save(presets.create({ userId: user.userId, name: body.name, mapping })));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ApiException(409, ErrorCode.CONFLICT, texts.presetDuplicate);
      }
      throw error;
    }
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    const deleted = isUUID(id)
      ? await this.dataSource.getRepository(CsvPresetEntity).delete({ id, userId: user.userId })
      : { affected: 0 };
    if (!deleted.affected) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.presetNotFound);
  }
}

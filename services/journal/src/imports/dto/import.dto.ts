import type { ImportFormat } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { JournalMessages } from '../../messages';

const texts = JournalMessages.imports;

/** The text fields of the multipart form (the file itself is `file`). */
export class ImportFormDto {
  @IsUUID('all', { message: JournalMessages.trades.accountId })
  accountId: string;

  @Omittable()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: texts.preview })
  preview?: boolean;

  @Omittable()
  @IsIn(['mt4-html', 'mt5-html', 'mt5-xlsx', 'ctrader-html', 'ibkr-xml', 'tdameritrade-csv', 'csv'], {
    message: texts.format,
  })
  format?: ImportFormat;

  @Omittable()
  @IsString({ message: texts.timeZone })
  @MaxLength(64, { message: texts.timeZone })
  timeZone?: string;

  /** JSON: the CSV column mapping. */
  @Omittable()
  @IsString({ message: texts.mapping })
  @MaxLength(20_000, { message: texts.mapping })
  mapping?: string;

  @Omittable()
  @IsUUID('all', { message: texts.preview })
  uploadId?: string;
}

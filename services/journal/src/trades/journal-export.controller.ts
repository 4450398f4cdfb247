import { Controller, Get, Header } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ImportSummary, Trade, TradingAccount } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { CsvPresetEntity, ImportEntity, MovementEntity } from '../imports/import.entities';
import { TradeEntity } from './trade.entity';
import { toTrade } from './trade.mapper';

export const JOURNAL_EXPORT_VERSION = 1;

interface JournalExport {
  version: number;
  exportedAt: string;
  accounts: TradingAccount[];
  trades: Trade[];
  movements: {
    accountId: string;
    kind: string;
    occurredAt: string;
    amount: string;
    comment: string | null;
  }[];
  imports: ImportSummary[];
  csvPresets: { name: string; mapping: unknown }[];
}

/** The user's whole journal as one JSON document, to keep or to take elsewhere. */
@Controller('api/journal/export')
export class JournalExportController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
  ) {}

  @Get()
  @Header('content-disposition', 'attachment; filename="pipjournal.json"')
  async export(@CurrentUser() user: SignedInUser): Promise<JournalExport> {
    const { userId } = user;
    const manager = this.dataSource.manager;
    const trades = await manager
      .getRepository(TradeEntity)
      .find({ where: { userId }, order: { closeTime: 'ASC' } });
    const movements = await manager
      .getRepository(MovementEntity)
      .find({ where: { userId }, order: { occurredAt: 'ASC' } });
    const imports = await manager
      .getRepository(ImportEntity)
      .find({ where: { userId }, order: { createdAt: 'ASC' } });
    const presets = await manager.getRepository(CsvPresetEntity).find({ where: { userId } });
    return {
      version: JOURNAL_EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      accounts: await this.accounts.list(userId),
      trades: trades.map(toTrade),
      movements: movements.map((movement) => ({
        accountId: movement.accountId,
        kind: movement.kind,
        occurredAt: movement.occurredAt.toISOString(),
        amount: new Decimal(movement.amount).toFixed(),
        comment: movement.comment,
      })),
      imports: imports.map((row) => ({
        ...row.summary,
        id: row.id,
        undoneAt: row.undoneAt?.toISOString() ?? null,
      })),
      csvPresets: presets.map((preset) => ({ name: preset.name, mapping: preset.mapping })),
    };
  }
}

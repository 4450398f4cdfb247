import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, type ImportFormat, type ImportSummary, normalizeSymbol } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import Decimal from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountEntity } from '../accounts/account.entity';
import { AccountsService } from '../accounts/accounts.service';
import { JournalMessages } from '../messages';
import { publishResultsChanged, resultKeys, resultKeysOf } from '../results/results-changed';
import { ScreenshotsService } from '../screenshots/screenshots.service';
import { TradeEntity } from '../trades/trade.entity';
import { netOf, pipsOf, rMultipleOf } from '../trades/trade-math';
import { ByteBudget } from './byte-budget';
import { ImportEntity, MovementEntity } from './import.entities';
import { insertTrades, type NewTrade } from './insert-trades';
import type { CsvMapping } from './parsers/csv';
import { type ParsedStatement, StatementError } from './parsers/statement';
import { StatementReader } from './statement-reader';
import { wallClockToInstant } from './wall-clock';

const texts = JournalMessages.imports;
/** Most MetaTrader brokers keep their servers on Eastern European time (GMT+2, GMT+3 in summer). */
export const DEFAULT_SERVER_TIME_ZONE = 'Europe/Athens';
const CHUNK = 1000;

export interface ImportRequest {
  bytes: Buffer;
  fileName: string;
  accountId: string;
  preview: boolean;
  format?: ImportFormat;
  timeZone?: string;
  mapping?: CsvMapping;
  /** Chosen by the browser to match `import:progress` pushes to its upload. */
  uploadId?: string;
}

type NewMovement = Omit<MovementEntity, 'id'>;

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/**
 * Statement imports: parse (never trusting a file's name), read its times in the zone the user confirms, compute
 * each trade's figures, leave out what is already in the account (same ticket, or same fingerprint where the format
 * has no ticket), then preview or write everything in one transaction, with a history that can undo it.
 */
@Injectable()
export class ImportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly bus: EventBus,
    private readonly screenshots: ScreenshotsService,
  ) {}

  /** Reads each statement in a worker thread of its own (its heap apart, the event loop free meanwhile). */
  private readonly reader = new StatementReader();

  private async parse(request: ImportRequest): Promise<{ format: ImportFormat; statement: ParsedStatement }> {
    try {
      return await this.reader.read({
        bytes: request.bytes,
        format: request.format,
        mapping: request.mapping,
      });
    } catch (error) {
      if (error instanceof StatementError) {
        throw new ApiException(422, ErrorCode.VALIDATION_FAILED, texts.statement[error.code]);
      }
      throw error;
    }
  }

  /** The rows a statement becomes in this account, with the times read in `timeZone`. */
  private rows(userId: string, account: AccountEntity, statement: ParsedStatement, timeZone: string) {
    const trades: NewTrade[] = [];
    let unreadable = 0;
    for (const parsed of statement.trades) {
      const closeTime = wallClockToInstant(parsed.closeTime, timeZone);
      const openTime = parsed.openTime ? wallClockToInstant(parsed.openTime, timeZone) : null;
      if (!closeTime || (parsed.openTime && !openTime)) {
        unreadable++;
        continue;
      }
      const symbol = normalizeSymbol(parsed.symbol);
      const net = parsed.net ?? netOf(parsed);
      const figures = {
        side: parsed.side,
        symbol,
        accountCurrency: account.currency,
        entryPrice: parsed.openPrice,
        exitPrice: parsed.closePrice,
        volume: parsed.volume,
        stopLoss: parsed.stopLoss,
        profit: parsed.profit,
        commission: parsed.commission,
        swap: parsed.swap,
        taxes: parsed.taxes,
      };
      const ticket = parsed.ticket ? parsed.ticket.slice(0, 64) : null;
      trades.push({
        userId,
        accountId: account.id,
        symbol,
        rawSymbol: parsed.symbol.slice(0, 40),
        side: parsed.side,
        openTime,
        closeTime,
        entryPrice: parsed.openPrice,
        exitPrice: parsed.closePrice,
        volume: parsed.volume,
        stopLoss: parsed.stopLoss,
        takeProfit: parsed.takeProfit,
        commission: parsed.commission,
        swap: parsed.swap,
        taxes: parsed.taxes,
        profit: parsed.profit,
        net,
        pips: pipsOf(parsed.side, symbol, parsed.openPrice, parsed.closePrice),
        rMultiple: parsed.net === null ? rMultipleOf(figures) : null,
        strategyId: null,
        strategyName: null,
        strategyVersion: null,
        followedRules: null,
        tags: [],
        notes: parsed.comment ? parsed.comment.slice(0, 1000) : '',
        emotionBefore: null,
        emotionAfter: null,
        source: 'import',
        importId: null,
        ticket,
        fingerprint: ticket
          ? null
          : sha256(
              [
                parsed.symbol,
                parsed.side,
                parsed.openTime,
                parsed.closeTime,
                parsed.volume,
                parsed.closePrice,
                net,
              ].join('|'),
            ),
      });
    }
    const movements: NewMovement[] = [];
    for (const movement of statement.movements) {
      const occurredAt = wallClockToInstant(movement.time, timeZone);
      if (!occurredAt) {
        unreadable++;
        continue;
      }
      movements.push({
        userId,
        accountId: account.id,
        importId: null,
        kind: movement.kind,
        occurredAt,
        amount: movement.amount,
        comment: movement.comment ? movement.comment.slice(0, 300) : null,
        fingerprint: sha256([movement.kind, movement.ticket, movement.time, movement.amount].join('|')),
      });
    }
    return { trades, movements, unreadable };
  }

  /** Which of these trades the account already has (or the file repeats), by ticket or by fingerprint. */
  private async known(manager: EntityManager, accountId: string, trades: NewTrade[]): Promise<Set<NewTrade>> {
    const tickets = trades.flatMap((trade) => (trade.ticket ? [trade.ticket] : []));
    const fingerprints = trades.flatMap((trade) => (trade.fingerprint ? [trade.fingerprint] : []));
    const existing = await manager
      .getRepository(TradeEntity)
      .createQueryBuilder('trade')
      .select(['trade.ticket', 'trade.fingerprint'])
      .where('trade.account_id = :accountId', { accountId })
      .andWhere(
        '(trade.ticket = ANY(:tickets) OR (trade.ticket IS NULL AND trade.fingerprint = ANY(:fingerprints)))',
        {
          tickets,
          fingerprints,
        },
      )
      .getMany();
    const seenTickets = new Set(existing.flatMap((trade) => (trade.ticket ? [trade.ticket] : [])));
    const seenFingerprints = new Set(
      existing.flatMap((trade) => (trade.fingerprint ? [trade.fingerprint] : [])),
    );
    const duplicates = new Set<NewTrade>();
    for (const trade of trades) {
      const seen = trade.ticket ? seenTickets : seenFingerprints;
      const key = (trade.ticket ?? trade.fingerprint) as string;
      if (seen.has(key)) duplicates.add(trade);
      else seen.add(key);
    }
    return duplicates;
  }

  private summary(
    request: ImportRequest,
    format: ImportFormat,
    account: AccountEntity,
    statement: ParsedStatement,
    timeZone: string,
    rows: { trades: NewTrade[]; movements: NewMovement[]; unreadable: number },
    duplicates: number,
  ): ImportSummary {
    const skipped = statement.skipped.map((skip) => ({
      reason: skip.reason,
      count: skip.count,
      message: texts.skipped[skip.reason] ?? skip.reason,
    }));
    if (rows.unreadable > 0) {
      const existing = skipped.find((skip) => skip.reason === 'unreadable-row');
      if (existing) existing.count += rows.unreadable;
      else
        skipped.push({
          reason: 'unreadable-row',
          count: rows.unreadable,
          message: texts.skipped['unreadable-row'] ?? '',
        });
    }
    const net = rows.trades.reduce((total, trade) => total.plus(trade.net), new Decimal(0)).toFixed();
    // A loop, not Math.min(...times): spreading 200,000 arguments overflows the call stack.
    let periodStart = Number.POSITIVE_INFINITY;
    let periodEnd = Number.NEGATIVE_INFINITY;
    for (const trade of rows.trades) {
      const time = trade.closeTime.getTime();
      if (time < periodStart) periodStart = time;
      if (time > periodEnd) periodEnd = time;
    }
    const movementTotals = new Map<string, { count: number; total: Decimal }>();
    for (const movement of rows.movements) {
      const entry = movementTotals.get(movement.kind) ?? { count: 0, total: new Decimal(0) };
      entry.count++;
      entry.total = entry.total.plus(movement.amount);
      movementTotals.set(movement.kind, entry);
    }
    const warnings: string[] = [];
    const stated = statement.stated;
    const tradingResults = statement.movements
      .filter((movement) => movement.tradingResult)
      .reduce((total, movement) => total.plus(movement.amount), new Decimal(0));
    if (
      stated.netProfit !== null &&
      !new Decimal(stated.netProfit).equals(net) &&
      !new Decimal(stated.netProfit).equals(tradingResults.plus(net))
    ) {
      warnings.push(texts.warnings.statedNet(stated.netProfit, net));
    }
    if (
      stated.totalTrades !== null &&
      stated.totalTrades !== statement.trades.length &&
      format.startsWith('mt5')
    ) {
      warnings.push(texts.warnings.statedCount(stated.totalTrades, statement.trades.length));
    }
    const breakevens = rows.trades.filter((trade) => new Decimal(trade.net).isZero()).length;
    if (breakevens > 0 && format === 'mt4-html') warnings.push(texts.warnings.breakevens(breakevens));
    const fileCurrency = statement.account.currency;
    const currencyMismatch =
      fileCurrency && fileCurrency.toUpperCase() !== account.currency ? fileCurrency : null;
    if (currencyMismatch) warnings.push(texts.warnings.currency(currencyMismatch, account.currency));
    if (!statement.timeZone && !request.timeZone) warnings.push(texts.warnings.serverTime);
    return {
      id: null,
      preview: request.preview,
      format,
      fileName: request.fileName,
      accountId: account.id,
      timeZone,
      fileTimeZone: statement.timeZone,
      found: statement.trades.length,
      imported: request.preview ? 0 : rows.trades.length - duplicates,
      duplicates,
      skipped,
      movements: [...movementTotals].map(([kind, value]) => ({
        kind,
        count: value.count,
        total: value.total.toFixed(),
      })),
      net,
      periodStart: rows.trades.length ? new Date(periodStart).toISOString() : null,
      periodEnd: rows.trades.length ? new Date(periodEnd).toISOString() : null,
      currencyMismatch,
      stated: { netProfit: stated.netProfit, totalTrades: stated.totalTrades },
      warnings,
      createdAt: null,
      undoneAt: null,
    };
  }

  /** Statements read at once: 16 MB of files (a 25 MB one alone), within the journal's 256 MB heap. */
  private readonly budget = new ByteBudget(16 * 1024 * 1024);

  run(userId: string, request: ImportRequest): Promise<ImportSummary> {
    return this.budget.run(request.bytes.length, () => this.runNow(userId, request));
  }

  private async runNow(userId: string, request: ImportRequest): Promise<ImportSummary> {
    const account = await this.accounts.own(userId, request.accountId);
    const { format, statement } = await this.parse(request);
    const timeZone = request.timeZone ?? statement.timeZone ?? DEFAULT_SERVER_TIME_ZONE;
    const rows = this.rows(userId, account, statement, timeZone);
    if (request.preview) {
      const duplicates = await this.known(this.dataSource.manager, account.id, rows.trades);
      return this.summary(request, format, account, statement, timeZone, rows, duplicates.size);
    }
    return this.dataSource.transaction(async (manager) => {
      // One import into an account at a time, so two uploads of one file cannot both count its trades as new.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`journal-import:${account.id}`]);
      const duplicates = await this.known(manager, account.id, rows.trades);
      const fresh = rows.trades.filter((trade) => !duplicates.has(trade));
      const summary = this.summary(request, format, account, statement, timeZone, rows, duplicates.size);
      const record = await manager.getRepository(ImportEntity).save(
        manager.getRepository(ImportEntity).create({
          userId,
          accountId: account.id,
          format,
          fileName: request.fileName.slice(0, 200),
          fileSha256: sha256(request.bytes),
          timeZone,
          summary,
          imported: fresh.length,
          duplicates: duplicates.size,
          net: summary.net,
        }),
      );
      let firstId: string | null = null;
      for (let start = 0; start < fresh.length; start += CHUNK) {
        const chunk = fresh.slice(start, start + CHUNK).map((trade) => ({ ...trade, importId: record.id }));
        const inserted = await insertTrades(manager, chunk);
        firstId ??= inserted[0] ?? null;
        if (request.uploadId) {
          // Sent at once, in a transaction of its own outside the import's, so the bar moves while it runs.
          const progress = {
            userId,
            event: 'import:progress' as const,
            payload: {
              uploadId: request.uploadId,
              done: Math.min(start + CHUNK, fresh.length),
              total: fresh.length,
            },
          };
          await this.dataSource.transaction((own) => this.bus.sendRealtime(progress, own));
        }
      }
      if (rows.movements.length > 0) {
        await manager
          .getRepository(MovementEntity)
          .createQueryBuilder()
          .insert()
          .values(rows.movements.map((movement) => ({ ...movement, importId: record.id })))
          .orIgnore()
          .execute();
      }
      const saved = { ...summary, id: record.id, createdAt: record.createdAt.toISOString() };
      await manager.getRepository(ImportEntity).update({ id: record.id }, { summary: saved });
      if (fresh.length > 0) {
        await this.bus.publish(manager, 'journal.trades.recorded', {
          userId,
          count: fresh.length,
          source: 'import',
        });
        // One event for all the statement's months, taken from the rows in memory: no query per trade.
        await publishResultsChanged(
          this.bus,
          manager,
          userId,
          resultKeys(fresh.map((trade) => ({ closeTime: trade.closeTime, currency: account.currency }))),
        );
      }
      if (firstId) {
        await this.bus.sendRealtime(
          { userId, event: 'trade:new', payload: { id: firstId, importId: record.id, count: fresh.length } },
          manager,
        );
      }
      return saved;
    });
  }

  async history(userId: string): Promise<ImportSummary[]> {
    const rows = await this.dataSource
      .getRepository(ImportEntity)
      .find({ where: { userId }, order: { createdAt: 'DESC' }, take: 100 });
    return rows.map((row) => ({ ...row.summary, id: row.id, undoneAt: row.undoneAt?.toISOString() ?? null }));
  }

  /** Undoes an import: its trades and movements go (edits made to them since go too), the record stays. */
  async undo(userId: string, id: string): Promise<ImportSummary> {
    const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);
    if (!isUUID(id)) throw notFound();
    const { summary, files } = await this.dataSource.transaction(async (manager) => {
      const record = await manager
        .getRepository(ImportEntity)
        .findOne({ where: { id, userId }, lock: { mode: 'pessimistic_write' } });
      if (!record) throw notFound();
      if (record.undoneAt) throw new ApiException(409, ErrorCode.CONFLICT, texts.alreadyUndone);
      const keys = await ScreenshotsService.keysOfTrades(manager, userId, 'import', record.id);
      const results = await resultKeysOf(manager, userId, { importId: record.id });
      await manager.getRepository(TradeEntity).delete({ importId: record.id, userId });
      await manager.getRepository(MovementEntity).delete({ importId: record.id, userId });
      await publishResultsChanged(this.bus, manager, userId, results);
      const undoneAt = new Date();
      await manager.getRepository(ImportEntity).update({ id: record.id }, { undoneAt });
      await this.bus.sendRealtime({ userId, event: 'trade:update', payload: { id: record.id } }, manager);
      return { summary: { ...record.summary, id: record.id, undoneAt: undoneAt.toISOString() }, files: keys };
    });
    await this.screenshots.forget(files);
    return summary;
  }
}

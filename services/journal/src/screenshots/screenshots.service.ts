import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode } from '@pipcrafters/contracts';
import { ApiException, cleanImage, FILE_STORAGE, type FileStorage } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, In } from 'typeorm';
import { JournalMessages } from '../messages';
import { TradeEntity } from '../trades/trade.entity';
import { ScreenshotEntity } from './screenshot.entity';

const texts = JournalMessages.screenshots;
export const MAX_SCREENSHOTS_PER_TRADE = 10;

export interface Screenshot {
  id: string;
  tradeId: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  /** Served only to its owner. */
  url: string;
}

const toScreenshot = (row: ScreenshotEntity): Screenshot => ({
  id: row.id,
  tradeId: row.tradeId,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  createdAt: row.createdAt.toISOString(),
  url: `/api/journal/screenshots/${row.id}`,
});

/** Screenshots of a user's trades: cleaned on the way in, stored through FileStorage, served only to the owner. */
@Injectable()
export class ScreenshotsService {
  private readonly logger = new Logger(ScreenshotsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  private notFound(message: string = texts.notFound) {
    return new ApiException(404, ErrorCode.NOT_FOUND, message);
  }

  private async ownTrade(userId: string, tradeId: string): Promise<TradeEntity> {
    const trade = isUUID(tradeId)
      ? await this.dataSource.getRepository(TradeEntity).findOne({ where: { id: tradeId, userId } })
      : null;
    if (!trade) throw this.notFound(JournalMessages.trades.notFound);
    return trade;
  }

  async list(userId: string, tradeId: string): Promise<Screenshot[]> {
    const trade = await this.ownTrade(userId, tradeId);
    const rows = await this.dataSource
      .getRepository(ScreenshotEntity)
      .find({ where: { tradeId: trade.id, userId }, order: { createdAt: 'ASC' } });
    return rows.map(toScreenshot);
  }

  async add(userId: string, tradeId: string, upload: Buffer): Promise<Screenshot> {
    const trade = await this.ownTrade(userId, tradeId);
    const cleaned = await cleanImage(upload);
    if (!cleaned.ok) {
      throw new ApiException(
        cleaned.problem === 'too-many-pixels' ? 413 : 415,
        ErrorCode.VALIDATION_FAILED,
        cleaned.problem === 'too-many-pixels' ? texts.tooManyPixels : texts.notAnImage,
      );
    }
    const id = randomUUID();
    const storageKey = `${userId}/${id}.webp`;
    await this.storage.put(storageKey, cleaned.image, 'image/webp');
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        await manager.query('SELECT 1 FROM journal.trades WHERE id = $1 FOR UPDATE', [trade.id]);
        const repository = manager.getRepository(ScreenshotEntity);
        if ((await repository.countBy({ tradeId: trade.id })) >= MAX_SCREENSHOTS_PER_TRADE) {
          throw new ApiException(409, ErrorCode.CONFLICT, texts.tooMany(MAX_SCREENSHOTS_PER_TRADE));
        }
        return repository.save(
          repository.create({
            id,
            userId,
            tradeId: trade.id,
            storageKey,
            width: cleaned.width,
            height: cleaned.height,
            bytes: cleaned.image.length,
          }),
        );
      });
      return toScreenshot(saved);
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  async image(userId: string, id: string): Promise<Buffer> {
    const row = isUUID(id)
      ? await this.dataSource.getRepository(ScreenshotEntity).findOne({ where: { id, userId } })
      : null;
    const bytes = row ? await this.storage.get(row.storageKey) : null;
    if (!bytes) throw this.notFound();
    return bytes;
  }

  async remove(userId: string, id: string): Promise<void> {
    const row = isUUID(id)
      ? await this.dataSource.getRepository(ScreenshotEntity).findOne({ where: { id, userId } })
      : null;
    if (!row) throw this.notFound();
    await this.dataSource.getRepository(ScreenshotEntity).delete({ id: row.id });
    await this.storage.delete(row.storageKey);
  }

  /** The files of these trades' screenshots, read before the trades are deleted (the rows go with them). */
  static async keysOfTrades(
    manager: EntityManager,
    userId: string,
    tradeIds: string[] | 'import',
    importId?: string,
  ) {
    const query = manager
      .getRepository(ScreenshotEntity)
      .createQueryBuilder('shot')
      .select('shot.storage_key', 'key')
      .where('shot.user_id = :userId', { userId });
    if (tradeIds === 'import') {
      query.andWhere('shot.trade_id IN (SELECT id FROM journal.trades WHERE import_id = :importId)', {
        importId,
      });
    } else {
      query.andWhere({ tradeId: In(tradeIds) });
    }
    return (await query.getRawMany<{ key: string }>()).map((row) => row.key);
  }

  /** Deletes stored files whose rows are gone (after the transaction that removed them committed). */
  async forget(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage
        .delete(key)
        .catch((error: unknown) => this.logger.warn(`No se pudo borrar ${key}: ${String(error)}`));
    }
  }
}

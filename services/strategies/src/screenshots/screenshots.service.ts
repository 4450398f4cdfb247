import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, type StrategyScreenshot } from '@pipcrafters/contracts';
import { ApiException, cleanImage, FILE_STORAGE, type FileStorage } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager, In } from 'typeorm';
import { StrategiesMessages } from '../messages';
import { StrategyEntity } from '../strategies/strategy.entity';
import { ScreenshotEntity } from './screenshot.entity';
import { ScreenshotLinks } from './screenshot-links';

const texts = StrategiesMessages.screenshots;
export const MAX_SCREENSHOTS_PER_STRATEGY = 10;
/** Example charts are shown in a page, not printed: at most this wide or tall. */
const MAX_SIDE = 2560;

const notFound = (message: string) => new ApiException(404, ErrorCode.NOT_FOUND, message);

/** A strategy's example images: cleaned on the way in, kept through FileStorage, served by signed links. */
@Injectable()
export class ScreenshotsService {
  private readonly logger = new Logger(ScreenshotsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly links: ScreenshotLinks,
  ) {}

  private toScreenshot(row: ScreenshotEntity): StrategyScreenshot {
    return {
      id: row.id,
      url: this.links.url(row.strategyId, row.id),
      width: row.width,
      height: row.height,
    };
  }

  /** The screenshots of these strategies of the user, oldest first, by strategy. */
  async byStrategy(
    userId: string,
    strategyIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, StrategyScreenshot[]>> {
    const byStrategy = new Map<string, StrategyScreenshot[]>(strategyIds.map((id) => [id, []]));
    if (strategyIds.length === 0) return byStrategy;
    const rows = await manager.getRepository(ScreenshotEntity).find({
      where: { userId, strategyId: In(strategyIds) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    for (const row of rows) byStrategy.get(row.strategyId)?.push(this.toScreenshot(row));
    return byStrategy;
  }

  async add(userId: string, strategyId: string, upload: Buffer): Promise<StrategyScreenshot> {
    const owned = await this.dataSource.getRepository(StrategyEntity).existsBy({ id: strategyId, userId });
    if (!owned) throw notFound(StrategiesMessages.strategies.notFound);
    const cleaned = await cleanImage(upload, MAX_SIDE);
    if (!cleaned.ok) {
      throw cleaned.problem === 'too-many-pixels'
        ? new ApiException(413, ErrorCode.PAYLOAD_TOO_LARGE, texts.tooManyPixels)
        : new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.notAnImage);
    }
    const id = randomUUID();
    const storageKey = `${userId}/${id}.webp`;
    await this.storage.put(storageKey, cleaned.image, 'image/webp');
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        // The strategy is locked so that two uploads at once cannot both be the tenth.
        const strategy = await manager
          .getRepository(StrategyEntity)
          .findOne({ where: { id: strategyId, userId }, lock: { mode: 'pessimistic_write' } });
        if (!strategy) throw notFound(StrategiesMessages.strategies.notFound);
        const screenshots = manager.getRepository(ScreenshotEntity);
        if ((await screenshots.countBy({ strategyId })) >= MAX_SCREENSHOTS_PER_STRATEGY) {
          throw new ApiException(409, ErrorCode.CONFLICT, texts.tooMany(MAX_SCREENSHOTS_PER_STRATEGY));
        }
        return screenshots.save(
          screenshots.create({
            id,
            userId,
            strategyId,
            storageKey,
            width: cleaned.width,
            height: cleaned.height,
            bytes: cleaned.image.length,
          }),
        );
      });
      return this.toScreenshot(saved);
    } catch (error) {
      await this.forget([storageKey]);
      throw error;
    }
  }

  /** The image behind a signed link, and how long the link has left (the browser may keep it that long). */
  async image(
    strategyId: string,
    screenshotId: string,
    link: { expires: number; signature: string },
  ): Promise<{ bytes: Buffer; secondsLeft: number }> {
    const secondsLeft = this.links.secondsLeft(strategyId, screenshotId, link.expires, link.signature);
    if (secondsLeft === null) throw new ApiException(403, ErrorCode.FORBIDDEN, texts.link);
    const row = await this.dataSource
      .getRepository(ScreenshotEntity)
      .findOneBy({ id: screenshotId, strategyId });
    const bytes = row ? await this.storage.get(row.storageKey) : null;
    if (!bytes) throw notFound(texts.notFound);
    return { bytes, secondsLeft };
  }

  async remove(userId: string, strategyId: string, screenshotId: string): Promise<void> {
    const screenshots = this.dataSource.getRepository(ScreenshotEntity);
    const row = await screenshots.findOneBy({ id: screenshotId, strategyId, userId });
    if (!row) throw notFound(texts.notFound);
    await screenshots.delete({ id: row.id, userId });
    await this.forget([row.storageKey]);
  }

  /**
   * Copies of a strategy's images for its duplicate: the files are written now, the rows are for the caller to save
   * in the duplicate's transaction (and `forget` the files if it fails).
   */
  async copies(userId: string, fromStrategyId: string, toStrategyId: string): Promise<ScreenshotEntity[]> {
    const rows = await this.dataSource
      .getRepository(ScreenshotEntity)
      .find({ where: { userId, strategyId: fromStrategyId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const copies: ScreenshotEntity[] = [];
    try {
      for (const [index, row] of rows.entries()) {
        const bytes = await this.storage.get(row.storageKey);
        if (!bytes) continue;
        const id = randomUUID();
        const copy = Object.assign(new ScreenshotEntity(), {
          ...row,
          id,
          strategyId: toStrategyId,
          storageKey: `${userId}/${id}.webp`,
          // One millisecond apart, so the copies keep the original's order.
          createdAt: new Date(Date.now() + index),
        });
        await this.storage.put(copy.storageKey, bytes, 'image/webp');
        copies.push(copy);
      }
    } catch (error) {
      await this.forget(copies.map((copy) => copy.storageKey));
      throw error;
    }
    return copies;
  }

  /** The files of a strategy's screenshots, read before the strategy is deleted (the rows go with it). */
  async keysOf(manager: EntityManager, userId: string, strategyId: string): Promise<string[]> {
    const rows = await manager.getRepository(ScreenshotEntity).find({
      select: { storageKey: true },
      where: { userId, strategyId },
    });
    return rows.map((row) => row.storageKey);
  }

  /** Deletes stored files whose rows are gone (or never came to be). */
  async forget(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage
        .delete(key)
        .catch((error: unknown) => this.logger.warn(`No se pudo borrar ${key}: ${String(error)}`));
    }
  }
}

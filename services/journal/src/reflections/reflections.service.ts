import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, isIanaTimeZone, type Reflection, type ReflectionDay } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { JournalMessages } from '../messages';
import { TradeEntity } from '../trades/trade.entity';
import type { ReflectionDto } from './dto/reflection.dto';
import { ReflectionEntity } from './reflection.entity';

const texts = JournalMessages.reflections;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

function toReflection(row: ReflectionEntity): Reflection {
  return {
    date: row.date,
    moodBefore: row.moodBefore,
    moodAfter: row.moodAfter,
    sleepHours: row.sleepHours === null ? null : Number(row.sleepHours),
    stress: row.stress,
    followedPlan: row.followedPlan,
    wentWell: row.wentWell,
    wentWrong: row.wentWrong,
    lesson: row.lesson,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Daily reflections: one per user and local day, editable afterwards, linked to that day's trades. */
@Injectable()
export class ReflectionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  private checkDay(date: string): void {
    // Tomorrow in UTC is the latest local "today" anywhere on Earth.
    const tomorrow = new Date(Date.now() + 86_400_000 * 1.1).toISOString().slice(0, 10);
    if (!isDay(date) || date > tomorrow) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.date);
  }

  async list(userId: string, from: string, to: string): Promise<Reflection[]> {
    if (!isDay(from) || !isDay(to) || to < from || Date.parse(to) - Date.parse(from) > 400 * 86_400_000) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.range);
    }
    const rows = await this.dataSource
      .getRepository(ReflectionEntity)
      .createQueryBuilder('reflection')
      .where('reflection.user_id = :userId AND reflection.date BETWEEN :from AND :to', { userId, from, to })
      .orderBy('reflection.date', 'ASC')
      .getMany();
    return rows.map(toReflection);
  }

  async day(userId: string, date: string, timeZone = 'UTC'): Promise<ReflectionDay> {
    this.checkDay(date);
    if (!isIanaTimeZone(timeZone))
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, JournalMessages.imports.timeZone);
    const reflection = await this.dataSource
      .getRepository(ReflectionEntity)
      .findOne({ where: { userId, date } });
    const trades = await this.dataSource
      .getRepository(TradeEntity)
      .createQueryBuilder('trade')
      .where('trade.user_id = :userId', { userId })
      .andWhere('(trade.close_time AT TIME ZONE :zone)::date = CAST(:day AS date)', {
        zone: timeZone,
        day: date,
      })
      .orderBy('trade.close_time', 'ASC')
      .limit(500)
      .getMany();
    return {
      date,
      reflection: reflection ? toReflection(reflection) : null,
      trades: trades.map((trade) => ({
        id: trade.id,
        symbol: trade.symbol,
        side: trade.side,
        net: new Decimal(trade.net).toFixed(),
        rMultiple: trade.rMultiple === null ? null : new Decimal(trade.rMultiple).toFixed(),
        closeTime: trade.closeTime.toISOString(),
      })),
      net: trades.reduce((total, trade) => total.plus(trade.net), new Decimal(0)).toFixed(),
    };
  }

  /** Writes the day's reflection (a new one or an edit) and tells progress that the user reflected today. */
  async save(userId: string, date: string, dto: ReflectionDto): Promise<Reflection> {
    this.checkDay(date);
    return this.dataSource.transaction(async (manager) => {
      await manager
        .getRepository(ReflectionEntity)
        .createQueryBuilder()
        .insert()
        .values({
          userId,
          date,
          moodBefore: dto.moodBefore,
          moodAfter: dto.moodAfter,
          sleepHours: dto.sleepHours === null ? null : String(dto.sleepHours),
          stress: dto.stress,
          followedPlan: dto.followedPlan,
          wentWell: dto.wentWell,
          wentWrong: dto.wentWrong,
          lesson: dto.lesson,
          updatedAt: new Date(),
        })
        .orUpdate(
          [
            'mood_before',
            'mood_after',
            'sleep_hours',
            'stress',
            'followed_plan',
            'went_well',
            'went_wrong',
            'lesson',
            'updated_at',
          ],
          ['user_id', 'date'],
        )
        .execute();
      await this.bus.publish(manager, 'journal.reflection.saved', { userId, date });
      return toReflection(await manager.getRepository(ReflectionEntity).findOneByOrFail({ userId, date }));
    });
  }

  async remove(userId: string, date: string): Promise<void> {
    this.checkDay(date);
    const deleted = await this.dataSource.getRepository(ReflectionEntity).delete({ userId, date });
    if (!deleted.affected) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);
  }
}

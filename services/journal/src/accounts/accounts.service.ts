import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, type TradingAccount } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { JournalMessages } from '../messages';
import { publishResultsChanged, resultKeysOf } from '../results/results-changed';
import { ScreenshotsService } from '../screenshots/screenshots.service';
import { TradeEntity } from '../trades/trade.entity';
import { AccountEntity } from './account.entity';
import type { CreateAccountDto, UpdateAccountDto } from './dto/account.dto';

const texts = JournalMessages.accounts;
export const MAX_ACCOUNTS = 20;

const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);

/** A user's trading accounts; someone else's account is "not found", exactly like one that does not exist. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly screenshots: ScreenshotsService,
  ) {}

  /** One of the user's own accounts, or a 404 (also for a malformed id). */
  async own(
    userId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccountEntity> {
    if (!isUUID(id)) throw notFound();
    const account = await manager.getRepository(AccountEntity).findOne({ where: { id, userId } });
    if (!account) throw notFound();
    return account;
  }

  async list(userId: string): Promise<TradingAccount[]> {
    const rows = await this.dataSource
      .getRepository(AccountEntity)
      .createQueryBuilder('account')
      // The owner in the join too: the count then reads trades_user_account_close_idx (user, account) instead of
      // hashing every trade of every user (the account-only indexes are partial, by ticket or fingerprint).
      .leftJoin(TradeEntity, 'trade', 'trade.user_id = account.user_id AND trade.account_id = account.id')
      .select('account')
      .addSelect('COUNT(trade.id)::int', 'trade_count')
      .where('account.user_id = :userId', { userId })
      .groupBy('account.id')
      .orderBy('account.created_at', 'ASC')
      .getRawAndEntities();
    return rows.entities.map((account, index) =>
      toAccount(account, (rows.raw[index] as { trade_count: number }).trade_count),
    );
  }

  async create(userId: string, dto: CreateAccountDto): Promise<TradingAccount> {
    const accounts = this.dataSource.getRepository(AccountEntity);
    if ((await accounts.countBy({ userId })) >= MAX_ACCOUNTS) {
      throw new ApiException(409, ErrorCode.CONFLICT, texts.tooMany(MAX_ACCOUNTS));
    }
    const saved = await this.uniqueName(() =>
      accounts.save(accounts.create({ userId, ...dto, broker: dto.broker ?? '' })),
    );
    return toAccount(saved, 0);
  }

  async update(userId: string, id: string, dto: UpdateAccountDto): Promise<TradingAccount> {
    const account = await this.own(userId, id);
    await this.uniqueName(() =>
      this.dataSource.transaction(async (manager) => {
        const accounts = manager.getRepository(AccountEntity);
        // Locked, so the currency the trades leave is the one they had, even with another change under way.
        const current = await accounts.findOne({
          where: { id: account.id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!current) throw notFound();
        await accounts.update({ id: account.id }, dto);
        const { currency } = current;
        if (dto.currency === undefined || dto.currency === currency) return;
        // The account's results move from one currency's months to the other's.
        const moved = await resultKeysOf(manager, userId, { accountId: account.id });
        await publishResultsChanged(
          this.bus,
          manager,
          userId,
          moved.flatMap((key) => [key, { ...key, currency }]),
        );
      }),
    );
    return (await this.list(userId)).find((item) => item.id === account.id) as TradingAccount;
  }

  /** Deletes the account with its trades, imports and movements (the page asks for confirmation first). */
  async remove(userId: string, id: string): Promise<void> {
    const account = await this.own(userId, id);
    const files = await this.dataSource.transaction(async (manager) => {
      const tradeIds = (
        await manager
          .getRepository(TradeEntity)
          .find({ where: { accountId: account.id, userId }, select: ['id'] })
      ).map((trade) => trade.id);
      const keys = tradeIds.length ? await ScreenshotsService.keysOfTrades(manager, userId, tradeIds) : [];
      const results = await resultKeysOf(manager, userId, { accountId: account.id });
      await manager.getRepository(AccountEntity).delete({ id: account.id, userId });
      await publishResultsChanged(this.bus, manager, userId, results);
      return keys;
    });
    await this.screenshots.forget(files);
  }

  private async uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ApiException(409, ErrorCode.CONFLICT, texts.duplicateName);
      }
      throw error;
    }
  }
}

export function toAccount(account: AccountEntity, tradeCount: number): TradingAccount {
  return {
    id: account.id,
    name: account.name,
    broker: account.broker,
    currency: account.currency,
    initialBalance: account.initialBalance,
    kind: account.kind,
    tradeCount,
    createdAt: account.createdAt.toISOString(),
  };
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CashSettings,
  conversionRatio,
  ErrorCode,
  FINANCE_CURRENCIES,
  type RatesSnapshot,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/finance-schema';
import { FinanceMessages } from '../messages';
import { KNOWN_CURRENCIES } from '../rates/currencies';
import { RatesService } from '../rates/rates.service';
import type { SettingsDto } from './dto/cash.dto';
import { Converter, cents } from './money';

const texts = FinanceMessages.cash;

export interface SettingsRow {
  mainCurrency: string;
  affordableLoss: string | null;
  timeZone: string;
}

const DEFAULTS: SettingsRow = { mainCurrency: 'USD', affordableLoss: null, timeZone: 'UTC' };

/** Metals are priced, not held in a household account. */
const NOT_ACCOUNT_CURRENCIES = new Set(['XAU', 'XAG']);

/** A user's CashCrafter settings (main currency, the loss they can afford, their time zone) and the rates' converter. */
@Injectable()
export class CashSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rates: RatesService,
  ) {}

  async row(userId: string, manager: EntityManager = this.dataSource.manager): Promise<SettingsRow> {
    const [found] = await rows<SettingsRow>(
      manager,
      `SELECT main_currency AS "mainCurrency", affordable_loss::text AS "affordableLoss", time_zone AS "timeZone"
       FROM ${T.settings} WHERE user_id = $1`,
      [userId],
    );
    return found ?? DEFAULTS;
  }

  /** The currencies an account, a goal or the main currency may use: those the current rates convert to the dollar. */
  currencies(snapshot: RatesSnapshot): string[] {
    const convertible = [...KNOWN_CURRENCIES].filter(
      (currency) =>
        !NOT_ACCOUNT_CURRENCIES.has(currency) && conversionRatio(currency, 'USD', [snapshot.rates]) !== null,
    );
    const first = FINANCE_CURRENCIES.filter((currency) => convertible.includes(currency));
    return [...first, ...convertible.filter((currency) => !first.includes(currency as never)).sort()];
  }

  /** Refuses a currency the rates cannot convert (400). */
  async requireCurrency(currency: string): Promise<void> {
    const snapshot = await this.rates.current();
    if (!this.currencies(snapshot).includes(currency)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.currency, [texts.currency]);
    }
  }

  async view(userId: string): Promise<CashSettings> {
    const [settings, snapshot] = await Promise.all([this.row(userId), this.rates.current()]);
    return { ...settings, currencies: this.currencies(snapshot) };
  }

  /** The settings' view and the converter at once, from one read of the row and of the rates. */
  async viewAndConverter(
    userId: string,
  ): Promise<{ view: CashSettings; settings: SettingsRow; converter: Converter }> {
    const [settings, snapshot] = await Promise.all([this.row(userId), this.rates.current()]);
    return {
      view: { ...settings, currencies: this.currencies(snapshot) },
      settings,
      converter: new Converter(snapshot, settings.mainCurrency),
    };
  }

  async update(userId: string, dto: SettingsDto): Promise<CashSettings> {
    if (dto.mainCurrency !== undefined) await this.requireCurrency(dto.mainCurrency);
    const current = await this.row(userId);
    const next = {
      mainCurrency: dto.mainCurrency ?? current.mainCurrency,
      affordableLoss: dto.affordableLoss === undefined ? current.affordableLoss : dto.affordableLoss,
    };
    await this.dataSource.query(
      `INSERT INTO ${T.settings} (user_id, main_currency, affordable_loss) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE
       SET main_currency = EXCLUDED.main_currency, affordable_loss = EXCLUDED.affordable_loss, updated_at = now()`,
      [userId, next.mainCurrency, next.affordableLoss === null ? null : cents(next.affordableLoss)],
    );
    return this.view(userId);
  }

  /** The profile's time zone, as identity announces it (null: back to UTC). */
  async setTimeZone(manager: EntityManager, userId: string, timeZone: string | null): Promise<void> {
    await rows(
      manager,
      `INSERT INTO ${T.settings} (user_id, time_zone) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, updated_at = now()`,
      [userId, timeZone ?? 'UTC'],
    );
  }

  /** Converts to the user's main currency at the current rates. */
  async converter(userId: string): Promise<{ settings: SettingsRow; converter: Converter }> {
    const [settings, snapshot] = await Promise.all([this.row(userId), this.rates.current()]);
    return { settings, converter: new Converter(snapshot, settings.mainCurrency) };
  }
}

import {
  ErrorCode,
  findInstrument,
  type JournalStrategy,
  normalizeSymbol,
  type PlanCheck,
  type PlanTestInput,
  type PlanTestResult,
  pipsBetween,
  positionSize,
  quoteToAccountRate,
  STRATEGY_SESSION_LABELS,
  type StrategySession,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import Decimal from 'decimal.js';
import { JournalMessages } from '../messages';
import { sessionsOpenAt } from '../stats/sessions';

const texts = JournalMessages.planTests;
const bad = (message: string) => new ApiException(400, ErrorCode.VALIDATION_FAILED, message);

const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const cents = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Spanish figures: "2,5", "1.250,75 USD". */
const es = (value: Decimal.Value) => number.format(new Decimal(value).toNumber());
const money = (value: Decimal.Value, currency: string) =>
  `${cents.format(new Decimal(value).toNumber())} ${currency}`;
/** "Londres", "Londres y Nueva York", "Tokio, Londres y Nueva York". */
const listEs = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** What a plan is tested against, read by the service. */
export interface PlanFacts {
  input: PlanTestInput;
  account: { currency: string; balance: string };
  /** Net of the account's trades closed today (in the user's zone): a loss is negative. */
  todayNet: string;
  strategy: JournalStrategy | null;
  /** When the plan is tested (the session it would open in). */
  now: Date;
}

/**
 * The trades test: the money and share of the account at risk at the stop, the reward-to-risk to the target, the
 * size the strategy's risk rule allows (contracts' forex-math), and every rule of the strategy as a check with its
 * figures in the text. Input it cannot measure (an unknown instrument, a stop at the entry, a cross without its
 * rate, an account without a positive balance) is a 400.
 */
export function planTest({ input, account, todayNet, strategy, now }: PlanFacts): PlanTestResult {
  const symbol = normalizeSymbol(input.symbol);
  const instrument = findInstrument(symbol);
  if (!instrument) throw bad(texts.unknownSymbol(symbol));
  const prices: [string, string | null | undefined][] = [
    ['entryPrice', input.entryPrice],
    ['stopLoss', input.stopLoss],
    ['takeProfit', input.takeProfit],
    ['conversionRate', input.conversionRate],
  ];
  for (const [field, value] of prices) {
    if (value !== undefined && value !== null && !new Decimal(value).gt(0)) throw bad(texts.price(field));
  }
  const volume = new Decimal(input.volume);
  if (!volume.gt(0)) throw bad(texts.positiveVolume);
  const entry = new Decimal(input.entryPrice);
  const stop = new Decimal(input.stopLoss);
  if (entry.equals(stop)) throw bad(texts.stopAtEntry);
  const currency = account.currency;
  const rate = quoteToAccountRate(instrument, currency, entry, input.conversionRate);
  if (!rate) throw bad(texts.needRate(symbol, instrument.quote, currency));
  const balance = new Decimal(account.balance);
  if (!balance.gt(0)) throw bad(texts.noBalance(es(balance), currency));

  const direction = input.side === 'buy' ? 1 : -1;
  const perPriceUnit = volume.times(instrument.contractSize).times(rate);
  const distance = entry.minus(stop).abs();
  const risk = distance.times(perPriceUnit);
  const riskMoney = risk.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const riskPercent = risk.div(balance).times(100);
  const target = input.takeProfit ? new Decimal(input.takeProfit).minus(entry).times(direction) : null;
  const rewardMoney = target?.times(perPriceUnit).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) ?? null;
  const rewardRisk = target?.div(distance).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) ?? null;
  const todayLoss = Decimal.max(0, new Decimal(todayNet).negated()).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const limits = strategy?.risk;
  const maxRisk = limits?.maxRiskPercent ?? null;
  const allowed =
    maxRisk === null
      ? null
      : positionSize({
          instrument,
          accountCurrency: currency,
          entryPrice: entry,
          stopLoss: stop,
          conversionRate: input.conversionRate,
          balance,
          riskPercent: maxRisk,
        });

  const percentText = es(riskPercent.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  const riskText = money(riskMoney, currency);
  const checks: PlanCheck[] = [];
  const check = (id: PlanCheck['id'], passed: boolean, text: string) => checks.push({ id, passed, text });

  if (!strategy) check('risk', true, texts.risk.noStrategy(percentText, riskText));
  else if (maxRisk === null) check('risk', true, texts.risk.noLimit(percentText, riskText));
  else {
    const passed = riskPercent.lte(maxRisk);
    const hint = !passed && allowed ? texts.risk.allowed(es(allowed)) : '';
    check('risk', passed, texts.risk.limit(percentText, riskText, es(maxRisk)) + hint);
  }

  const minRewardRisk = limits?.minRewardRisk ?? null;
  const ratioText = rewardRisk === null ? null : es(rewardRisk);
  if (!strategy) check('reward-risk', true, texts.rewardRisk.noStrategy(ratioText));
  else if (minRewardRisk === null)
    check(
      'reward-risk',
      true,
      ratioText === null ? texts.rewardRisk.noLimitNoTakeProfit : texts.rewardRisk.noLimit(ratioText),
    );
  else if (rewardRisk === null || ratioText === null)
    check('reward-risk', false, texts.rewardRisk.noTakeProfit(es(minRewardRisk)));
  else
    check('reward-risk', rewardRisk.gte(minRewardRisk), texts.rewardRisk.limit(ratioText, es(minRewardRisk)));

  const todayText = money(todayLoss, currency);
  const maxDaily = limits?.maxDailyLossPercent ?? null;
  if (!strategy) check('daily-loss', true, texts.dailyLoss.noStrategy(todayText));
  else if (maxDaily === null) check('daily-loss', true, texts.dailyLoss.noLimit(todayText));
  else {
    const share = todayLoss.plus(risk).div(balance).times(100);
    check(
      'daily-loss',
      share.lte(maxDaily),
      texts.dailyLoss.limit(
        todayText,
        riskText,
        es(share.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
        es(maxDaily),
      ),
    );
  }

  // The journal keeps closed trades only: nothing of the account is open as far as it knows.
  const openTrades = 0;
  const maxOpen = limits?.maxOpenTrades ?? null;
  if (!strategy) check('open-trades', true, texts.openTrades.noStrategy);
  else if (maxOpen === null) check('open-trades', true, texts.openTrades.noLimit);
  else check('open-trades', openTrades + 1 <= maxOpen, texts.openTrades.limit(maxOpen));

  if (!strategy) check('checklist', true, texts.checklist.noStrategy);
  else if (strategy.checklist.length === 0) check('checklist', true, texts.checklist.empty);
  else {
    const ticked = new Set(input.checked ?? []);
    const missing = strategy.checklist.filter((item) => !ticked.has(item.id));
    const total = strategy.checklist.length;
    check(
      'checklist',
      missing.length === 0,
      missing.length === 0
        ? texts.checklist.done(total)
        : texts.checklist.missing(
            total - missing.length,
            total,
            listEs(missing.map((item) => `«${item.text}»`)),
          ),
    );
  }

  if (!strategy) check('session', true, texts.session.noStrategy);
  else if (strategy.sessions.length === 0) check('session', true, texts.session.any);
  else {
    const open = sessionsOpenAt(now);
    const label = (sessions: StrategySession[]) =>
      listEs(sessions.map((item) => STRATEGY_SESSION_LABELS[item]));
    const allowedSessions = label(strategy.sessions);
    const inside = open.some((session) => strategy.sessions.includes(session));
    check(
      'session',
      inside,
      open.length === 0
        ? texts.session.closed(allowedSessions)
        : inside
          ? texts.session.inside(label(open), allowedSessions)
          : texts.session.other(label(open), allowedSessions),
    );
  }

  if (!strategy) check('instrument', true, texts.instrument.noStrategy);
  else if (strategy.instruments.length === 0) check('instrument', true, texts.instrument.any);
  else {
    const listed = strategy.instruments.map(normalizeSymbol).includes(symbol);
    check(
      'instrument',
      listed,
      listed
        ? texts.instrument.listed(symbol)
        : texts.instrument.notListed(symbol, listEs(strategy.instruments)),
    );
  }

  const stopRight = entry.minus(stop).times(direction).gt(0);
  const side = input.side === 'buy' ? 'buy' : 'sell';
  check(
    'stop-side',
    stopRight,
    stopRight
      ? texts.stopSide[side](input.stopLoss, input.entryPrice)
      : texts.stopSide[side === 'buy' ? 'buyWrong' : 'sellWrong'](input.stopLoss, input.entryPrice),
  );

  if (!strategy) check('status', true, texts.status.noStrategy);
  else check('status', strategy.status !== 'retirada', texts.status[strategy.status]);

  return {
    verdict: checks.every((item) => item.passed) ? 'cumple' : 'no cumple',
    riskMoney: riskMoney.toFixed(2),
    riskPercent: riskPercent.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(),
    rewardMoney: rewardMoney?.toFixed(2) ?? null,
    rewardRisk: rewardRisk?.toFixed() ?? null,
    stopPips: pipsBetween(instrument, entry, stop).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(),
    allowedVolume: allowed?.toFixed(2) ?? null,
    balance: balance.toFixed(),
    currency,
    openTrades,
    todayLoss: todayLoss.toFixed(2),
    checks,
  };
}

import { WHAT_IF_RULES, type WhatIfRule } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { IsIn, Matches } from 'class-validator';
import { JournalMessages } from '../../messages';
import { TradeFiltersQuery } from '../../trades/dto/trade.dto';

/** GET /api/journal/what-if: a rule, its stop in pips for `fixed-stop` (20 unless told), and the list's filters. */
export class WhatIfQuery extends TradeFiltersQuery {
  @IsIn(WHAT_IF_RULES, { message: JournalMessages.whatIf.rule })
  rule: WhatIfRule;

  /** 1 to 10,000 pips, one decimal at most. */
  @Omittable()
  @Matches(/^(?:[1-9]\d{0,3}(?:\.\d)?|10000)$/, { message: JournalMessages.whatIf.pips })
  pips?: string;
}

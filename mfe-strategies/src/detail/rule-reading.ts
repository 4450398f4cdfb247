import { type RuleFigures, SMALL_SAMPLE } from '@pipcrafters/contracts';
import { formatNumber, formatSigned, tradesLabel } from '@pipcrafters/ui';

/** Under this difference in R per trade, following or breaking a rule reads as "about the same". */
export const SAME_R = 0.1;
/** Under this difference in win rate (percentage points), the same. */
export const SAME_WIN_RATE = 5;

/**
 * What the difference between following a rule and breaking it means, in plain Spanish: by expectancy in R when
 * both sides have trades with R, else by win rate; with a warning when either side is a small sample.
 */
export function ruleReading({ followed, broken }: RuleFigures): string {
  if (followed.trades === 0 && broken.trades === 0)
    return 'Aún no hay operaciones que digan si seguiste esta regla.';
  if (broken.trades === 0)
    return `La seguiste en todas (${tradesLabel(followed.trades)}): sin operaciones que la rompan no hay con qué comparar.`;
  if (followed.trades === 0)
    return `La rompiste en todas (${tradesLabel(broken.trades)}): sin operaciones que la sigan no hay con qué comparar.`;

  const caution =
    followed.trades < SMALL_SAMPLE || broken.trades < SMALL_SAMPLE
      ? ` Ojo: con menos de ${SMALL_SAMPLE} operaciones en un lado, la diferencia puede deberse al azar.`
      : '';
  const followedR =
    followed.expectancyR === null || followed.rTrades === 0 ? null : Number(followed.expectancyR);
  const brokenR = broken.expectancyR === null || broken.rTrades === 0 ? null : Number(broken.expectancyR);

  if (followedR !== null && brokenR !== null) {
    const difference = followedR - brokenR;
    const amount = `${formatSigned(Math.abs(difference), 2).replace('+', '')} R`;
    if (Math.abs(difference) < SAME_R)
      return `Sigas o no esta regla, el resultado por operación es parecido (diferencia de ${amount}).${caution}`;
    if (difference > 0)
      return `Cuando la sigues ganas de media ${amount} más por operación que cuando la rompes: la regla te ayuda.${caution}`;
    return `Cuando la rompes te va mejor: ${amount} más por operación. Revisa si la regla aporta algo o si la aplicas bien.${caution}`;
  }

  if (followed.winRate !== null && broken.winRate !== null) {
    const difference = followed.winRate - broken.winRate;
    const points = `${formatNumber(Math.abs(difference), 1)} puntos`;
    const noR = ' (sin stop loss registrado no hay R que comparar)';
    if (Math.abs(difference) < SAME_WIN_RATE)
      return `Sigas o no esta regla, aciertas más o menos lo mismo (diferencia de ${points})${noR}.${caution}`;
    if (difference > 0)
      return `Cuando la sigues aciertas ${points} más que cuando la rompes${noR}.${caution}`;
    return `Cuando la rompes aciertas ${points} más que cuando la sigues${noR}. Revisa si la regla aporta algo.${caution}`;
  }
  return `No hay cifras suficientes para comparar.${caution}`;
}

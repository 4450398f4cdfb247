import { XP_PER_LEVEL } from '@pipcrafters/contracts';
import { Flex, ProgressBar, Skeleton, Statistic, Text } from '@pipcrafters/ui';
import { useXpProfile } from '../xp/useXpProfile';
import { DashboardCard } from './DashboardCard';
import { formatInteger } from './format';
import { StreakSummary } from './StreakSummary';
import { levelProgress } from './summary';
import { TodayMissions } from './TodayMissions';

/** Level and XP to the next one. The profile falls back to 0 XP when unavailable (the spec's default profile). */
function LevelSummary() {
  const { profile, loading } = useXpProfile();
  if (loading) return <Skeleton rows={3} />;
  const { level, xpInLevel, xpToNextLevel, percent } = levelProgress(profile.xpTotal);
  return (
    <Flex vertical gap={4} data-testid="level-summary">
      <Statistic title="Nivel" value={level} />
      <ProgressBar percent={percent} aria-label={`Progreso hacia el nivel ${level + 1}`} />
      <Text secondary>
        {formatInteger(xpInLevel)} de {XP_PER_LEVEL} XP · te faltan {formatInteger(xpToNextLevel)} XP para el
        nivel {level + 1}
      </Text>
      <Text secondary>{formatInteger(profile.xpTotal)} XP en total</Text>
    </Flex>
  );
}

/** Resumen: level, the daily streak and today's missions, each part loading and failing on its own. */
export function SummaryCard() {
  return (
    <DashboardCard id="resumen" title="Resumen">
      <div className="pc-summary-columns">
        <div>
          <LevelSummary />
        </div>
        <div>
          <StreakSummary />
        </div>
      </div>
      <hr className="pc-divider" />
      <TodayMissions />
    </DashboardCard>
  );
}

import type { Mission, MissionStatus } from '@pipcrafters/contracts';
import type { MissionEntity } from './mission.entity';

function statusOf(row: MissionEntity, now: Date): MissionStatus {
  if (row.isComplete) return 'completed';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'expired';
  return row.progress > 0 ? 'in_progress' : 'pending';
}

export function toMission(row: MissionEntity, now = new Date()): Mission {
  const measured = row.kind !== 'personal';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    isComplete: row.isComplete,
    status: statusOf(row, now),
    kind: row.kind,
    xpReward: row.xpReward,
    xpAwarded: row.xpAwarded,
    progress: measured ? { current: row.progress, target: row.target ?? 1 } : null,
    link: row.link,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

import { PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Grid, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { missionsApi, progressKeys } from '../api/missions-api';
import { useProgressUpdates } from '../hooks/useProgressUpdates';
import { mindApi, mindKeys } from './api/mind-api';
import { BreathingPanel } from './breathing/BreathingPanel';
import { CheckInPanel } from './checkin/CheckInPanel';
import { MindSummary } from './components/MindSummary';
import { FocusDrillPanel } from './focus/FocusDrillPanel';
import { RoutinePanel } from './routine/RoutinePanel';
import { TiltPanel } from './tilt/TiltPanel';

const SECTIONS = ['check-in', 'respiracion', 'tiltmeter', 'enfoque', 'rutina'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_PARAM = 'seccion';
const isSection = (value: string | null): value is Section => SECTIONS.includes(value as Section);

/**
 * /mindcrafter: training for the mind that trades. The header shows today's readiness and the streak; each exercise
 * has its tab, kept in the address (`?seccion=…`) so a reload or a link opens the same one.
 */
export function MindCrafterPage() {
  useProgressUpdates();
  const compact = !Grid.useBreakpoint().sm;
  const [params, setParams] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const section: Section = isSection(requested) ? requested : 'check-in';
  const overview = useQuery({
    queryKey: mindKeys.overview(),
    queryFn: ({ signal }) => mindApi.overview(signal),
  });
  const streak = useQuery({
    queryKey: progressKeys.streak(),
    queryFn: ({ signal }) => missionsApi.streak(signal),
  });
  const open = (next: Section) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'check-in') updated.delete(SECTION_PARAM);
        else updated.set(SECTION_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeading
        title="MindCrafter"
        description="Entrena la mente que opera: comprueba cómo llegas antes de la sesión, respira, mide tu foco, sigue tu rutina y vigila el tilt."
      />
      <MindSummary overview={overview} streak={streak} onCheckIn={() => open('check-in')} />
      <Tabs
        activeKey={section}
        onChange={(key) => open(key as Section)}
        tabBarGutter={compact ? 16 : undefined}
        items={[
          { key: 'check-in', label: 'Check-in', children: <CheckInPanel overview={overview} /> },
          { key: 'respiracion', label: 'Respiración', children: <BreathingPanel /> },
          { key: 'tiltmeter', label: 'Tiltmeter', children: <TiltPanel /> },
          { key: 'enfoque', label: 'Enfoque', children: <FocusDrillPanel /> },
          { key: 'rutina', label: 'Rutina', children: <RoutinePanel /> },
        ]}
      />
    </>
  );
}

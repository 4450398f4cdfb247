import { lazyWithAntd, PageHeading, Skeleton, Tabs } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { missionsApi, progressKeys } from '../api/missions-api';
import { useProgressUpdates } from '../hooks/useProgressUpdates';
import { LearningStyles } from '../styles/LearningStyles';
import { mindApi, mindKeys } from './api/mind-api';
import { CheckInPanel } from './checkin/CheckInPanel';
import { MindSummary } from './components/MindSummary';

// The check-in (the first tab) is drawn with the UI kit; the other exercises still use antd (lists, confirmations,
// the Tiltmeter's table): each loads with antd's provider when its tab first opens.
const BreathingPanel = lazyWithAntd(() => import('./breathing/BreathingPanel').then((m) => m.BreathingPanel));
const TiltPanel = lazyWithAntd(() => import('./tilt/TiltPanel').then((m) => m.TiltPanel));
const FocusDrillPanel = lazyWithAntd(() => import('./focus/FocusDrillPanel').then((m) => m.FocusDrillPanel));
const RoutinePanel = lazyWithAntd(() => import('./routine/RoutinePanel').then((m) => m.RoutinePanel));

/** A tab drawn with antd, while it and antd's provider download. */
function LaterTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton rows={8} />}>{children}</Suspense>;
}

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
    <div className="pc-learning">
      <LearningStyles />
      <PageHeading
        title="MindCrafter"
        description="Entrena la mente que opera: comprueba cómo llegas antes de la sesión, respira, mide tu foco, sigue tu rutina y vigila el tilt."
      />
      <MindSummary overview={overview} streak={streak} onCheckIn={() => open('check-in')} />
      <Tabs
        activeKey={section}
        onChange={(key) => open(key as Section)}
        items={[
          { key: 'check-in', label: 'Check-in', children: <CheckInPanel overview={overview} /> },
          {
            key: 'respiracion',
            label: 'Respiración',
            children: (
              <LaterTab>
                <BreathingPanel />
              </LaterTab>
            ),
          },
          {
            key: 'tiltmeter',
            label: 'Tiltmeter',
            children: (
              <LaterTab>
                <TiltPanel />
              </LaterTab>
            ),
          },
          {
            key: 'enfoque',
            label: 'Enfoque',
            children: (
              <LaterTab>
                <FocusDrillPanel />
              </LaterTab>
            ),
          },
          {
            key: 'rutina',
            label: 'Rutina',
            children: (
              <LaterTab>
                <RoutinePanel />
              </LaterTab>
            ),
          },
        ]}
      />
    </div>
  );
}

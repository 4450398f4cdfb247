import { theme } from 'antd';
import { useRef } from 'react';
import type { BreathingMoment } from './breathing-schedule';

const SIZE = 220;

/**
 * The animated guide: a circle that grows while breathing in, stays while holding and shrinks while breathing out.
 * The browser animates it (a CSS transition to the phase's end size over the time the phase has left), so the page
 * redraws only the numbers; paused, it stays where it is.
 */
export function BreathingCircle({ moment, running }: { moment: BreathingMoment; running: boolean }) {
  const { token } = theme.useToken();
  // The transition's length is fixed when a phase starts or the session resumes, not on every tick.
  const transition = useRef({ key: '', ms: 0 });
  const key = `${moment.cycle}-${moment.phaseIndex}-${running}`;
  if (transition.current.key !== key) transition.current = { key, ms: moment.phaseRemainingMs };

  const scale = running ? moment.targetScale : moment.scale;
  return (
    <div
      aria-hidden
      data-testid="breathing-circle"
      data-phase={moment.phase.kind}
      style={{
        width: SIZE,
        height: SIZE,
        maxWidth: '100%',
        position: 'relative',
        display: 'grid',
        placeItems: 'center',
        margin: '0 auto',
      }}
    >
      <div
        style={{
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          border: `2px dashed ${token.colorBorder}`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          background: token.colorPrimaryBg,
          border: `3px solid ${token.colorPrimary}`,
          transform: `scale(${scale})`,
          transition: running ? `transform ${transition.current.ms}ms linear` : 'none',
          willChange: 'transform',
        }}
      />
    </div>
  );
}

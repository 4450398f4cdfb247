import type { AgencyMode } from '@pipcrafters/contracts';
import { Tooltip } from '@pipcrafters/ui';
import { Tag } from 'antd';

const MODES: Record<AgencyMode, { label: string; color: string; explanation: string }> = {
  local: {
    label: 'Modo: local',
    color: 'default',
    explanation: 'Escrito sin conexión a partir de las lecciones del curso.',
  },
  provider: {
    label: 'Modo: proveedor',
    color: 'purple',
    explanation: 'Escrito por el modelo de IA configurado en la plataforma, con las mismas reglas y citas.',
  },
};

/** "Modo: local", "Modo: proveedor": a saved item's mode in a line of text. */
export const modeLabel = (mode: AgencyMode): string => MODES[mode].label;

/** Which mode produced an output: offline from the course, or the configured model. */
export function ModeTag({ mode }: { mode: AgencyMode }) {
  const { label, color, explanation } = MODES[mode];
  return (
    <Tooltip title={explanation}>
      <Tag color={color} data-testid="mode-tag" style={{ marginInlineEnd: 0 }} tabIndex={0}>
        {label}
      </Tag>
    </Tooltip>
  );
}

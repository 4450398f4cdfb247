import type { CommunityVisibility } from '@pipcrafters/contracts';
import { Tooltip } from '@pipcrafters/ui';
import { Tag } from 'antd';

/** The post's category, by name. */
export function CategoryTag({ name }: { name: string }) {
  return (
    <Tag color="green" style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}

const VISIBILITY: Record<Exclude<CommunityVisibility, 'visible'>, { label: string; help: string }> = {
  held: {
    label: 'En revisión',
    help: 'Solo lo veis tú y los moderadores hasta que se revise.',
  },
  hidden: {
    label: 'Oculto',
    help: 'Un moderador lo ha ocultado: solo lo veis su autor y los moderadores.',
  },
};

/** Nothing for visible content; otherwise who can see it and why. */
export function VisibilityTag({ visibility }: { visibility: CommunityVisibility }) {
  if (visibility === 'visible') return null;
  const { label, help } = VISIBILITY[visibility];
  return (
    <Tooltip title={help}>
      <Tag color="orange" style={{ marginInlineEnd: 0 }} tabIndex={0} aria-label={`${label}: ${help}`}>
        {label}
      </Tag>
    </Tooltip>
  );
}

export function visibilityHelp(visibility: CommunityVisibility): string | null {
  return visibility === 'visible' ? null : VISIBILITY[visibility].help;
}

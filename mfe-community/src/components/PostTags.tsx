import type { CommunityVisibility } from '@pipcrafters/contracts';
import { Tag, Tooltip } from '@pipcrafters/ui';

/** The post's category, by name. */
export function CategoryTag({ name }: { name: string }) {
  return (
    <Tag color="green" data-testid="etiqueta">
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
      <Tag color="orange" data-testid="etiqueta" tabIndex={0} aria-label={`${label}: ${help}`}>
        {label}
      </Tag>
    </Tooltip>
  );
}

export function visibilityHelp(visibility: CommunityVisibility): string | null {
  return visibility === 'visible' ? null : VISIBILITY[visibility].help;
}

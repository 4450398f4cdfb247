import {
  type CommunityVisibility,
  type ModerationAction,
  type ModerationItem,
  REPORT_REASONS,
  type ReportReason,
} from '@pipcrafters/contracts';

export const VISIBILITY_LABELS: Record<CommunityVisibility, string> = {
  visible: 'Visible',
  held: 'Retenido',
  hidden: 'Oculto',
};

export const VISIBILITY_COLORS: Record<CommunityVisibility, string> = {
  visible: 'green',
  held: 'gold',
  hidden: 'red',
};

export const TARGET_LABELS: Record<ModerationItem['targetType'], string> = {
  post: 'Post',
  comment: 'Comentario',
};

/** Suspension lengths offered first (any 1–365 can be typed). */
export const SUSPENSION_DAYS = { min: 1, max: 365, default: 7 } as const;
export const SUSPENSION_REASON_MAX_LENGTH = 500;

/** A member's @handle as mentions write it (the service may send it with or without the @). */
export function handleText(handle: string): string {
  return handle.startsWith('@') ? handle : `@${handle}`;
}

/** Why the item waits for review, in a few words. */
export function whyText(item: Pick<ModerationItem, 'why' | 'reports'>): string {
  if (item.why === 'first-post') return 'Primer post retenido';
  const count = item.reports.length;
  return count === 1 ? '1 reporte' : `${count} reportes`;
}

export function reasonLabel(reason: ReportReason): string {
  return REPORT_REASONS.find((option) => option.value === reason)?.label ?? reason;
}

/**
 * What an admin may do with an item: restore it (for a visible one, keep it and close its reports), hide it unless
 * it is hidden already, and always delete it.
 */
export function moderationActions(item: Pick<ModerationItem, 'visibility'>): ModerationAction[] {
  return item.visibility === 'hidden' ? ['restore', 'delete'] : ['restore', 'hide', 'delete'];
}

export function actionLabel(action: ModerationAction, item: Pick<ModerationItem, 'visibility'>): string {
  if (action === 'restore') return item.visibility === 'visible' ? 'Mantener visible' : 'Restaurar';
  return action === 'hide' ? 'Ocultar' : 'Eliminar';
}

/** The toast after an action. */
export function actionDone(action: ModerationAction, item: Pick<ModerationItem, 'targetType'>): string {
  const post = item.targetType === 'post';
  switch (action) {
    case 'restore':
      return post ? 'Post restaurado' : 'Comentario restaurado';
    case 'hide':
      return post ? 'Post ocultado' : 'Comentario ocultado';
    case 'delete':
      return post ? 'Post eliminado' : 'Comentario eliminado';
  }
}

/** The confirmation a deletion asks for: it cannot be undone. */
export function deleteConfirmation(item: Pick<ModerationItem, 'targetType'>): string {
  return item.targetType === 'post'
    ? '¿Eliminar este post con todos sus comentarios? No se puede deshacer.'
    : '¿Eliminar este comentario y sus respuestas? No se puede deshacer.';
}

/** The count on the "Moderación" button: items held or reported, capped for the badge. */
export function pendingLabel(count: number): string {
  if (count === 0) return 'Moderación: nada pendiente';
  return count === 1 ? 'Moderación: 1 elemento pendiente' : `Moderación: ${count} elementos pendientes`;
}

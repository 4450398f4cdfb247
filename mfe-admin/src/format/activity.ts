import type { ActivityPerson, AdminActivity, BulkApproveResponse } from '@pipcrafters/contracts';

function name(person: ActivityPerson | null): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() : 'Una cuenta eliminada';
}

/** One line of the recent activity: who did what to whom. */
export function activitySentence(activity: AdminActivity): string {
  if (activity.kind === 'SIGNUP') return `${name(activity.user)} se registró`;
  const actor = name(activity.actor);
  const target = name(activity.target);
  switch (activity.kind) {
    case 'APPROVE':
      return `${actor} aprobó la solicitud de ${target}`;
    case 'REJECT':
      return `${actor} rechazó la solicitud de ${target}`;
    case 'SUSPEND':
      return `${actor} suspendió la cuenta de ${target}`;
    case 'REACTIVATE':
      return `${actor} reactivó la cuenta de ${target}`;
    case 'GRANT_ADMIN':
      return `${actor} dio permisos de administrador a ${target}`;
    case 'REMOVE_ADMIN':
      return `${actor} quitó los permisos de administrador a ${target}`;
  }
}

export interface Toast {
  title: string;
  description?: string;
}

function requests(count: number): string {
  return count === 1 ? '1 solicitud' : `${count} solicitudes`;
}

/** The toasts after a bulk approval: what was approved (success) and what was left as it was (warning). */
export function bulkApproveToasts(result: BulkApproveResponse): { success?: Toast; warning?: Toast } {
  const approved = result.approved.length;
  const skipped = result.skipped.length;
  return {
    success:
      approved > 0
        ? {
            title: approved === 1 ? 'Solicitud aprobada' : `${approved} solicitudes aprobadas`,
            description:
              approved === 1
                ? `${result.approved[0]?.firstName} ${result.approved[0]?.lastName} ya puede usar PipCrafters.`
                : 'Ya pueden usar PipCrafters.',
          }
        : undefined,
    warning:
      skipped > 0
        ? {
            title: `${requests(skipped)} sin aprobar`,
            description:
              skipped === 1
                ? (result.skipped[0]?.message ?? '')
                : 'Ya no estaban pendientes o ya no existen: otra persona pudo revisarlas antes.',
          }
        : undefined,
  };
}

import type { UserStatus } from '@pipcrafters/contracts';

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  PENDING: 'Pendiente',
  ACTIVE: 'Activo',
  REJECTED: 'Rechazado',
  SUSPENDED: 'Suspendido',
};

export const USER_STATUS_COLORS: Record<UserStatus, string> = {
  PENDING: 'gold',
  ACTIVE: 'green',
  REJECTED: 'red',
  SUSPENDED: 'volcano',
};

const dateFormatter = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as Spanish users read it ("3 feb 2026, 10:15"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormatter.format(date);
}

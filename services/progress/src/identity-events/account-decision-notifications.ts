import type { DomainEvents } from '@pipcrafters/contracts';
import type { NewNotification } from '../notifications/notifications.service';

/** The welcome an applicant receives when an admin approves the sign-up. */
export function welcomeNotification(payload: DomainEvents['identity.user.approved']): NewNotification {
  const name = payload.firstName.trim();
  return {
    type: 'system',
    title: '¡Bienvenido a PipCrafters!',
    message: `${name ? `Hola ${name}, tu` : 'Tu'} cuenta ha sido aprobada. Empieza por The Terminal y completa tu primera lección.`,
  };
}

/** Kept on the account so the decision and its reason stay on record if the account is ever reactivated. */
export function rejectionNotification(payload: DomainEvents['identity.user.rejected']): NewNotification {
  return {
    type: 'system',
    title: 'Solicitud no aprobada',
    message: payload.reason
      ? `Tu solicitud de acceso no fue aprobada. Motivo: ${payload.reason}`
      : 'Tu solicitud de acceso no fue aprobada.',
  };
}

/** Tells the user what an admin changed in their permissions. */
export function rolesChangedNotification(
  payload: DomainEvents['identity.user.roles-changed'],
): NewNotification {
  if (payload.granted.includes('ADMIN')) {
    return {
      type: 'system',
      title: 'Ahora eres administrador',
      message: 'Tienes acceso a Panel Admin y Solicitudes en la sección Admin del menú.',
    };
  }
  if (payload.removed.includes('ADMIN')) {
    return {
      type: 'system',
      title: 'Permisos de administrador retirados',
      message:
        'Ya no tienes acceso a la sección Admin. Si crees que es un error, contacta con un administrador.',
    };
  }
  return {
    type: 'system',
    title: 'Permisos actualizados',
    message: 'Un administrador ha cambiado tus permisos.',
  };
}

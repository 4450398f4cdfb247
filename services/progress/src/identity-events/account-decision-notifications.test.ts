import { describe, expect, it } from 'vitest';
import {
  registrationAttemptNotification,
  rejectionNotification,
  rolesChangedNotification,
  welcomeNotification,
} from './account-decision-notifications';

describe('account decision notifications', () => {
  it('welcomes the applicant by name, or without one', () => {
    expect(welcomeNotification({ userId: 'u', firstName: ' Lucía ', approvedBy: 'a' }).message).toMatch(
      /^Hola Lucía, tu cuenta ha sido aprobada\./,
    );
    expect(welcomeNotification({ userId: 'u', firstName: '', approvedBy: 'a' }).message).toMatch(
      /^Tu cuenta ha sido aprobada\./,
    );
  });

  it('records the rejection reason when there is one', () => {
    const base = { userId: 'u', firstName: 'Ana', rejectedBy: 'a' };
    expect(rejectionNotification({ ...base, reason: 'Datos incompletos' }).message).toContain(
      'Motivo: Datos incompletos',
    );
    expect(rejectionNotification({ ...base, reason: null }).message).not.toContain('Motivo');
  });

  it('says which admin permission changed', () => {
    const base = { userId: 'u', changedBy: 'a' };
    expect(
      rolesChangedNotification({ ...base, roles: ['USER', 'ADMIN'], granted: ['ADMIN'], removed: [] }).title,
    ).toBe('Ahora eres administrador');
    expect(
      rolesChangedNotification({ ...base, roles: ['USER'], granted: [], removed: ['ADMIN'] }).title,
    ).toBe('Permisos de administrador retirados');
  });

  it('tells the owner of an e-mail someone signed up with what happened and what to do', () => {
    const notice = registrationAttemptNotification({ userId: 'u', firstName: ' Marta ' });
    expect(notice).toMatchObject({ type: 'system', title: 'Intento de registro con tu correo' });
    expect(notice.message).toMatch(/^Hola Marta, alguien ha intentado crear una cuenta nueva/);
    expect(notice.message).toContain('inicia sesión con tu contraseña de siempre');
    expect(notice.message).toContain('cámbiala en tu perfil');
    expect(registrationAttemptNotification({ userId: 'u', firstName: '' }).message).toMatch(/^Alguien ha/);
  });
});

import type { AdminActivity, AdminUser } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { activitySentence, bulkApproveToasts } from './activity';

const ana = { id: 'a', firstName: 'Ana', lastName: 'Administradora', email: 'ana@example.com' };
const luis = { id: 'l', firstName: 'Luis', lastName: 'Pérez', email: 'luis@example.com' };
const at = '2026-03-04T12:00:00.000Z';

function decision(kind: Exclude<AdminActivity['kind'], 'SIGNUP'>, actor = ana, target = luis): AdminActivity {
  return { id: '1', kind, at, actor, target, reason: null };
}

describe('activitySentence', () => {
  it('says who did what to whom', () => {
    expect(activitySentence({ id: '1', kind: 'SIGNUP', at, user: luis })).toBe('Luis Pérez se registró');
    expect(activitySentence(decision('APPROVE'))).toBe(
      'Ana Administradora aprobó la solicitud de Luis Pérez',
    );
    expect(activitySentence(decision('REJECT'))).toBe(
      'Ana Administradora rechazó la solicitud de Luis Pérez',
    );
    expect(activitySentence(decision('SUSPEND'))).toBe(
      'Ana Administradora suspendió la cuenta de Luis Pérez',
    );
    expect(activitySentence(decision('REACTIVATE'))).toBe(
      'Ana Administradora reactivó la cuenta de Luis Pérez',
    );
    expect(activitySentence(decision('GRANT_ADMIN'))).toBe(
      'Ana Administradora dio permisos de administrador a Luis Pérez',
    );
    expect(activitySentence(decision('REMOVE_ADMIN'))).toBe(
      'Ana Administradora quitó los permisos de administrador a Luis Pérez',
    );
  });

  it('names a deleted account plainly', () => {
    const entry: AdminActivity = { id: '1', kind: 'SUSPEND', at, actor: null, target: null, reason: null };
    expect(activitySentence(entry)).toBe('Una cuenta eliminada suspendió la cuenta de Una cuenta eliminada');
  });
});

describe('bulkApproveToasts', () => {
  const user = (firstName: string) => ({ firstName, lastName: 'Prueba' }) as AdminUser;
  const skipped = (id: string) => ({
    id,
    reason: 'NOT_PENDING' as const,
    message: 'Esta solicitud ya fue revisada: la cuenta no está pendiente de aprobación.',
  });

  it('counts the approvals and the skipped requests in Spanish, singular and plural', () => {
    expect(bulkApproveToasts({ approved: [user('Lía')], skipped: [] })).toEqual({
      success: { title: 'Solicitud aprobada', description: 'Lía Prueba ya puede usar PipCrafters.' },
      warning: undefined,
    });
    expect(bulkApproveToasts({ approved: [user('Lía'), user('Eva')], skipped: [skipped('x')] })).toEqual({
      success: { title: '2 solicitudes aprobadas', description: 'Ya pueden usar PipCrafters.' },
      warning: {
        title: '1 solicitud sin aprobar',
        description: 'Esta solicitud ya fue revisada: la cuenta no está pendiente de aprobación.',
      },
    });
    expect(bulkApproveToasts({ approved: [], skipped: [skipped('x'), skipped('y')] }).warning?.title).toBe(
      '2 solicitudes sin aprobar',
    );
  });
});

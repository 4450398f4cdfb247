import type { ModerationItem } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  actionDone,
  actionLabel,
  deleteConfirmation,
  handleText,
  moderationActions,
  pendingLabel,
  reasonLabel,
  whyText,
} from './moderation';

const report = (reason: ModerationItem['reports'][number]['reason']) => ({
  reason,
  note: null,
  reportedAt: '2026-03-01T10:00:00.000Z',
});

describe('the moderation queue’s texts and actions', () => {
  it('says why an item waits: a first post held, or how many reports', () => {
    expect(whyText({ why: 'first-post', reports: [] })).toBe('Primer post retenido');
    expect(whyText({ why: 'reports', reports: [report('spam')] })).toBe('1 reporte');
    expect(whyText({ why: 'reports', reports: [report('spam'), report('abuse'), report('other')] })).toBe(
      '3 reportes',
    );
  });

  it('writes a handle as mentions do', () => {
    expect(handleText('marta.prueba')).toBe('@marta.prueba');
    expect(handleText('@marta.prueba')).toBe('@marta.prueba');
  });

  it('names each report reason in Spanish', () => {
    expect(reasonLabel('spam')).toBe('Spam o publicidad');
    expect(reasonLabel('scam')).toBe('Estafa o señales de pago');
    expect(reasonLabel('off-topic')).toBe('Fuera de tema');
  });

  it('offers restore and delete always, hide unless hidden already', () => {
    expect(moderationActions({ visibility: 'held' })).toEqual(['restore', 'hide', 'delete']);
    expect(moderationActions({ visibility: 'visible' })).toEqual(['restore', 'hide', 'delete']);
    expect(moderationActions({ visibility: 'hidden' })).toEqual(['restore', 'delete']);
  });

  it('calls restoring a visible item "Mantener visible" (it closes the reports)', () => {
    expect(actionLabel('restore', { visibility: 'held' })).toBe('Restaurar');
    expect(actionLabel('restore', { visibility: 'hidden' })).toBe('Restaurar');
    expect(actionLabel('restore', { visibility: 'visible' })).toBe('Mantener visible');
    expect(actionLabel('hide', { visibility: 'visible' })).toBe('Ocultar');
    expect(actionLabel('delete', { visibility: 'visible' })).toBe('Eliminar');
  });

  it('confirms a deletion and reports what was done, for posts and comments', () => {
    expect(deleteConfirmation({ targetType: 'post' })).toMatch(
      /con todos sus comentarios.*No se puede deshacer/,
    );
    expect(deleteConfirmation({ targetType: 'comment' })).toMatch(/y sus respuestas.*No se puede deshacer/);
    expect(actionDone('restore', { targetType: 'post' })).toBe('Post restaurado');
    expect(actionDone('hide', { targetType: 'comment' })).toBe('Comentario ocultado');
    expect(actionDone('delete', { targetType: 'comment' })).toBe('Comentario eliminado');
  });

  it('reads the pending count aloud', () => {
    expect(pendingLabel(0)).toBe('Moderación: nada pendiente');
    expect(pendingLabel(1)).toBe('Moderación: 1 elemento pendiente');
    expect(pendingLabel(12)).toBe('Moderación: 12 elementos pendientes');
  });
});

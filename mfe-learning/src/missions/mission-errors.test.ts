import { ApiError, NETWORK_ERROR } from '@pipcrafters/api-client';
import { describe, expect, it } from 'vitest';
import { MissionNotFoundError, missionErrorDetail, missionErrorMessage } from './mission-errors';

describe('mission error messages', () => {
  it('says a mission missing from the loaded list was not found, without a period', () => {
    expect(missionErrorMessage(new MissionNotFoundError())).toBe('Misión no encontrada');
  });

  it('words 401 and 404 as the spec does', () => {
    expect(missionErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'Sesión caducada'))).toBe(
      'No autorizado. Por favor inicia sesión.',
    );
    expect(missionErrorMessage(new ApiError(404, 'NOT_FOUND', 'Misión no encontrada.'))).toBe(
      'Misión no encontrada.',
    );
  });

  it('names any other HTTP answer by its status', () => {
    for (const status of [400, 403, 409, 429, 500, 502, 503]) {
      expect(missionErrorMessage(new ApiError(status, 'CONFLICT', 'Algo'))).toBe(
        `Error del servidor: ${status}`,
      );
    }
  });

  it('calls anything without an HTTP answer unknown', () => {
    expect(missionErrorMessage(new ApiError(0, NETWORK_ERROR, 'Sin conexión'))).toBe('Error desconocido');
    expect(missionErrorMessage(new TypeError('x is undefined'))).toBe('Error desconocido');
    expect(missionErrorMessage('boom')).toBe('Error desconocido');
    expect(missionErrorMessage(undefined)).toBe('Error desconocido');
  });

  it('keeps the server’s reason as a detail when it says more than the status', () => {
    const conflict = new ApiError(409, 'CONFLICT', 'Las misiones de la plataforma se completan solas.');
    expect(missionErrorDetail(conflict)).toBe('Las misiones de la plataforma se completan solas.');
    expect(
      missionErrorDetail(new ApiError(500, 'INTERNAL_ERROR', 'Error del servidor: 500')),
    ).toBeUndefined();
    expect(missionErrorDetail(new ApiError(404, 'NOT_FOUND', 'Misión no encontrada.'))).toBeUndefined();
    expect(missionErrorDetail(new ApiError(401, 'UNAUTHENTICATED', 'Otra cosa'))).toBeUndefined();
    expect(missionErrorDetail(new Error('x'))).toBeUndefined();
  });
});

import { ApiError, NETWORK_ERROR, NO_TOKEN } from '@pipcrafters/api-client';
import { describe, expect, it } from 'vitest';
import { isNotFound, StrategyMessages, strategyErrorDetail, strategyErrorDetails } from './errors';

describe('strategy error messages', () => {
  it('keeps the spec’s general messages word for word', () => {
    expect(StrategyMessages).toEqual({
      loadList: 'Error al cargar estrategias',
      load: 'Error al cargar estrategia',
      create: 'Error al crear estrategia',
      update: 'Error al actualizar estrategia',
      remove: 'Error al eliminar estrategia',
    });
  });

  it('says no token was found when none could be had', () => {
    expect(strategyErrorDetail(new ApiError(0, NO_TOKEN, 'lo que sea'))).toBe(
      'No se encontró token de autenticación',
    );
  });

  it('says the session expired on a 401, whatever the server wrote', () => {
    expect(strategyErrorDetail(new ApiError(401, 'UNAUTHENTICATED', 'Token inválido'))).toBe(
      'Sesión expirada. Por favor, inicia sesión nuevamente',
    );
  });

  it('writes any other failure as "Error {status}: {text}"', () => {
    expect(
      strategyErrorDetail(new ApiError(400, 'VALIDATION_FAILED', 'El nombre no puede estar vacío')),
    ).toBe('Error 400: El nombre no puede estar vacío');
    expect(strategyErrorDetail(new ApiError(404, 'NOT_FOUND', 'Estrategia no encontrada'))).toBe(
      'Error 404: Estrategia no encontrada',
    );
    expect(strategyErrorDetail(new ApiError(503, 'SERVICE_UNAVAILABLE', 'No disponible'))).toBe(
      'Error 503: No disponible',
    );
  });

  it('says the network failed when the server was never reached, and knows nothing of other errors', () => {
    expect(strategyErrorDetail(new ApiError(0, NETWORK_ERROR, 'Error de red'))).toBe('Error de red');
    expect(strategyErrorDetail(new Error('boom'))).toBe('Error desconocido');
    expect(strategyErrorDetail(undefined)).toBe('Error desconocido');
  });

  it('lists the field messages that add to the main one', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'El nombre no puede estar vacío', [
      'El nombre no puede estar vacío',
      'El riesgo por operación debe estar entre 0,01 y 100',
    ]);
    expect(strategyErrorDetails(error)).toEqual(['El riesgo por operación debe estar entre 0,01 y 100']);
    expect(strategyErrorDetails(new Error('x'))).toEqual([]);
  });

  it('tells a missing strategy from other failures', () => {
    expect(isNotFound(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
  });
});

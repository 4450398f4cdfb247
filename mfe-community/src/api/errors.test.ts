import { ApiError, NETWORK_ERROR } from '@pipcrafters/api-client';
import { describe, expect, it } from 'vitest';
import { CommunityMessages, communityErrorDetail, communityErrorText, isNotFound } from './errors';

describe('community error messages', () => {
  it('keeps the spec’s messages word for word', () => {
    expect(CommunityMessages).toEqual({
      loadList: 'Error al cargar posts',
      load: 'Error al cargar post',
      create: 'Error al crear post',
      update: 'Error al actualizar post',
      remove: 'Error al eliminar post',
      addComment: 'Error al añadir comentario',
      removeComment: 'Error al eliminar comentario',
    });
  });

  it('says "Error de red" when the server was never reached', () => {
    expect(communityErrorDetail(new ApiError(0, NETWORK_ERROR, 'Error de red'))).toEqual({
      headline: 'Error de red',
      message: null,
      details: [],
    });
  });

  it('says "Error {status}" with the server’s message under it', () => {
    expect(communityErrorDetail(new ApiError(404, 'NOT_FOUND', 'Post no encontrado'))).toEqual({
      headline: 'Error 404',
      message: 'Post no encontrado',
      details: [],
    });
    expect(communityErrorText(new ApiError(429, 'RATE_LIMITED', 'Demasiados posts en un minuto'))).toBe(
      'Error 429: Demasiados posts en un minuto',
    );
  });

  it('leaves out the client’s own fallback text when the server sent none', () => {
    expect(communityErrorDetail(new ApiError(500, 'INTERNAL_ERROR', 'Error del servidor: 500'))).toEqual({
      headline: 'Error 500',
      message: null,
      details: [],
    });
    expect(communityErrorText(new ApiError(500, 'INTERNAL_ERROR', 'Error del servidor: 500'))).toBe(
      'Error 500',
    );
  });

  it('lists the field messages that add to the main one', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Datos no válidos', [
      'Datos no válidos',
      'La categoría no existe',
    ]);
    expect(communityErrorDetail(error).details).toEqual(['La categoría no existe']);
  });

  it('knows nothing of errors that are not the API’s', () => {
    expect(communityErrorDetail(new Error('x')).headline).toBe('Error desconocido');
    expect(isNotFound(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
  });
});

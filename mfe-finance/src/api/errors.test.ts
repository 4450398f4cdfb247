import { ApiError } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it("shows the server's Spanish message and the field messages after it", () => {
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'La cuenta tiene movimientos: archívala.'))).toBe(
      'La cuenta tiene movimientos: archívala.',
    );
    expect(
      errorMessage(
        new ApiError(400, 'VALIDATION_FAILED', 'Datos no válidos.', [
          'Datos no válidos.',
          'El importe debe ser mayor que 0.',
        ]),
      ),
    ).toBe('Datos no válidos. El importe debe ser mayor que 0.');
  });

  it('says it does not know what happened when it is not an API error', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toBe(Messages.unknownError);
  });
});

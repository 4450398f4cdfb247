import { type ArgumentMetadata, ParseUUIDPipe, type ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorCode, Messages } from '@pipcrafters/contracts';
import { ApiException } from './errors';

function describe(error: ValidationError, parent = ''): string[] {
  const path = parent ? `${parent}.${error.property}` : error.property;
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => {
    if (constraint === 'whitelistValidation') return `El campo "${path}" no está permitido.`;
    if (constraint === 'unknownValue') return Messages.invalidData;
    return message;
  });
  const nested = (error.children ?? []).flatMap((child) => describe(child, path));
  return [...own, ...nested];
}

/** Turns class-validator errors into a 400 whose message and details are Spanish. */
export function validationException(errors: ValidationError[]): ApiException {
  const details = [...new Set(errors.flatMap((error) => describe(error)))];
  const message = details.length > 0 ? details.join(' ') : Messages.invalidData;
  return new ApiException(400, ErrorCode.VALIDATION_FAILED, message, details);
}

const PRIMITIVES: unknown[] = [String, Number, Boolean, Array, Object];

/** Validation that also refuses a body that is not a JSON object (an array, a string...) in plain words. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const expectsDto =
      metadata.type === 'body' && metadata.metatype && !PRIMITIVES.includes(metadata.metatype);
    if (expectsDto && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, Messages.bodyNotObject);
    }
    return super.transform(value, metadata);
  }
}

/** The one global pipe: unknown fields are refused, payloads are transformed into their DTO classes. */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    exceptionFactory: validationException,
  });
}

/** `@Param('id', UuidParam)`: a malformed id is a Spanish 400, never a database error. */
export const UuidParam = new ParseUUIDPipe({
  exceptionFactory: () => new ApiException(400, ErrorCode.VALIDATION_FAILED, Messages.invalidId),
});

import { type ArgumentMetadata, ParseUUIDPipe, type ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorCode, FieldMessages, Messages } from '@pipcrafters/contracts';
import { ApiException } from './errors';
import { inspectInput } from './input-safety';

/**
 * class-validator's own messages ("firstName must be a string", "each value in ids must…", "nested property
 * preferences must be either object or array", "property x should not exist"): English, so never shown.
 */
function isLibraryDefault(message: string, property: string): boolean {
  return (
    message.startsWith(`${property} `) ||
    /^(each value in |nested property |property |an unknown value|maximal allowed|minimal allowed)/.test(
      message,
    )
  );
}

function describe(error: ValidationError, parent = ''): string[] {
  const path = parent ? `${parent}.${error.property}` : error.property;
  const constraints = Object.entries(error.constraints ?? {});
  const own = constraints.flatMap(([constraint, message]) => {
    if (constraint === 'whitelistValidation') return [FieldMessages.notAllowed(path)];
    if (constraint === 'unknownValue') return [Messages.invalidData];
    // A nested DTO given something else: the field's own type check (@IsObject) says it better when it has one.
    if (constraint === 'nestedValidation')
      return constraints.length > 1 ? [] : [FieldMessages.notObject(path)];
    return [isLibraryDefault(message, error.property) ? FieldMessages.invalid(path) : message];
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

/**
 * Validation that first walks the input (`inspectInput`: NUL characters, lone surrogates, depth and array caps,
 * NFC), and refuses a body that is not a JSON object (an array, a string...) in plain words.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const input = metadata.type === 'custom' ? value : inspectInput(value);
    const expectsDto =
      metadata.type === 'body' && metadata.metatype && !PRIMITIVES.includes(metadata.metatype);
    if (expectsDto && (typeof input !== 'object' || input === null || Array.isArray(input))) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, Messages.bodyNotObject);
    }
    return super.transform(input, metadata);
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

import { applyDecorators } from '@nestjs/common';
import { Messages } from '@pipcrafters/contracts';
import { Transform } from 'class-transformer';
import {
  IsString,
  Length,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import type { DescribedConstraint } from './openapi/dto-schema';

/**
 * A field the caller may leave out. Unlike class-validator's optional decorator, which also skips `null`, a `null`
 * is validated like any other value, so it fails the field's type check (400) instead of reaching a NOT NULL
 * column. Every DTO uses this one (`dto-fields.test.ts` fails on class-validator's anywhere else).
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/**
 * Characters no name shows: controls (Cc), format characters (Cf: zero-width spaces and joiners, bidi marks,
 * embeddings, overrides and isolates, the BOM, soft hyphens, tags) and line or paragraph separators.
 */
const INVISIBLE_OR_BIDI = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

@ValidatorConstraint({ name: 'visibleCharacters' })
export class VisibleCharacters implements ValidatorConstraintInterface {
  static readonly jsonSchema: DescribedConstraint['jsonSchema'] = { description: Messages.nameCharacters };

  validate(value: unknown): boolean {
    return typeof value !== 'string' || !INVISIBLE_OR_BIDI.test(value);
  }

  defaultMessage(): string {
    return Messages.nameCharacters;
  }
}

/**
 * Spaces trimmed from both ends: `String.prototype.trim` would also drop a BOM (U+FEFF), which is refused instead,
 * so the ASCII white space and the Unicode space separators (Zs) only.
 */
const EDGE_SPACES = /^[\t\n\r\p{Zs}]+|[\t\n\r\p{Zs}]+$/gu;

const trimmedNfc = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.normalize('NFC').replace(EDGE_SPACES, '') : value;

/**
 * A person's name (first name, last name, and any name-like field to come): trimmed, in NFC, 1 to `maxLength`
 * characters, with no invisible, control or bidi-override character (a name that reads one way and is stored
 * another). `message` is the field's own Spanish text for a wrong type or length.
 */
export function PersonName(message: string, maxLength = 80): PropertyDecorator {
  return applyDecorators(
    Transform(trimmedNfc),
    IsString({ message }),
    Length(1, maxLength, { message }),
    Validate(VisibleCharacters),
  );
}

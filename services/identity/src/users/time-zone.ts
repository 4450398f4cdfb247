import { applyDecorators } from '@nestjs/common';
import { isIanaTimeZone, TIME_ZONE_MAX_LENGTH } from '@pipcrafters/contracts';
import {
  IsString,
  MaxLength,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

export { isIanaTimeZone };

@ValidatorConstraint({ name: 'ianaTimeZone' })
class IanaTimeZone implements ValidatorConstraintInterface {
  static readonly jsonSchema = { type: 'string', maxLength: TIME_ZONE_MAX_LENGTH } as const;

  validate(value: unknown): boolean {
    return isIanaTimeZone(value);
  }
}

/** The same check, for a field where null is a value of its own (it never reaches the check). */
@ValidatorConstraint({ name: 'ianaTimeZone' })
class NullableIanaTimeZone extends IanaTimeZone {
  static override readonly jsonSchema = { ...IanaTimeZone.jsonSchema, nullable: true } as const;
}

/**
 * A field holding an IANA time zone name; `message` is the field's Spanish text for anything else. With `nullable`,
 * the field may also be left out or be null (a preference being cleared).
 */
export function IanaTimeZoneField(message: string, { nullable = false } = {}): PropertyDecorator {
  const checks = [
    IsString({ message }),
    MaxLength(TIME_ZONE_MAX_LENGTH, { message }),
    Validate(nullable ? NullableIanaTimeZone : IanaTimeZone, { message }),
  ];
  return nullable
    ? applyDecorators(
        ValidateIf((_object: object, value: unknown) => value != null),
        ...checks,
      )
    : applyDecorators(...checks);
}

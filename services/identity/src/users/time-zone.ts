import { applyDecorators } from '@nestjs/common';
import {
  IsString,
  MaxLength,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * What an IANA name looks like ("Europe/Madrid", "America/Argentina/Buenos_Aires", "Etc/GMT+2", "UTC"). Newer ICU
 * versions also accept offsets ("+02:00") as time zones; those follow no daylight-saving rules, and PostgreSQL reads
 * them with the opposite sign, so they are refused whatever the runtime's Intl says.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** An IANA time zone name this runtime knows (its Intl formats dates in it). */
export function isIanaTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(value))
    return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

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

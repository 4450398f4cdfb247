import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsString,
  Length,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

/**
 * Characters a plain-text line (a title) never shows: controls, line and paragraph separators, bidi embeddings,
 * overrides and isolates, zero-width spaces and marks, word joiners, the BOM and soft hyphens. The zero-width
 * joiner stays: emoji sequences need it.
 */
const HIDDEN =
  /[\p{Cc}\p{Zl}\p{Zp}\u00ad\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
const EDGE_SPACES = /^[\t\n\r\p{Zs}]+|[\t\n\r\p{Zs}]+$/gu;

@ValidatorConstraint({ name: 'plainLine' })
class PlainLine implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && !HIDDEN.test(value);
  }
}

/** A line of plain text (a title): trimmed, in NFC, `max` characters at most, with nothing hidden in it. */
export function PlainText(message: string, max: number): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) =>
      typeof value === 'string' ? value.normalize('NFC').replace(EDGE_SPACES, '') : value,
    ),
    IsString({ message }),
    Length(1, max, { message }),
    Validate(PlainLine, { message }),
  );
}

/** Markdown source, stored as sent: not blank, `max` characters at most. */
export function MarkdownText(message: string, max: number): PropertyDecorator {
  return applyDecorators(IsString({ message }), Length(1, max, { message }), Validate(NotBlank, { message }));
}

@ValidatorConstraint({ name: 'notBlank' })
class NotBlank implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.trim() !== '';
  }
}

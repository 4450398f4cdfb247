import {
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from '@pipcrafters/contracts';
import { PersonName } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsString,
  MaxLength,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { IdentityMessages } from '../../messages';

const Texts = IdentityMessages.fields.register;

export const normalizedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizeEmail(value) : value;

@ValidatorConstraint({ name: 'passwordPolicy' })
export class PasswordPolicy implements ValidatorConstraintInterface {
  /** What the OpenAPI document says of the field (the rest of the policy needs the e-mail). */
  static readonly jsonSchema = {
    type: 'string',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
  };

  private problems(args: ValidationArguments): string[] {
    const email = (args.object as { email?: unknown }).email;
    return passwordProblems(args.value as string, typeof email === 'string' ? email : '');
  }
  validate(value: unknown, args: ValidationArguments): boolean {
    return typeof value === 'string' && this.problems(args).length === 0;
  }
  defaultMessage(args: ValidationArguments): string {
    if (typeof args.value !== 'string') return Texts.passwordNotText;
    return this.problems(args).join(' ');
  }
}

export class RegisterDto {
  @PersonName(Texts.firstName)
  firstName: string;

  @PersonName(Texts.lastName)
  lastName: string;

  @Transform(normalizedEmail)
  @IsString({ message: Texts.email })
  @MaxLength(254, { message: Texts.email })
  @IsEmail({}, { message: Texts.email })
  email: string;

  @Validate(PasswordPolicy)
  password: string;
}

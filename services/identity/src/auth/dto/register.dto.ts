import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsString,
  Length,
  MaxLength,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { trim } from '../../users/dto/update-user.dto';
import { normalizeEmail } from '../../users/email';
import { passwordProblems } from '../password-policy';

export const normalizedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizeEmail(value) : value;

@ValidatorConstraint({ name: 'passwordPolicy' })
export class PasswordPolicy implements ValidatorConstraintInterface {
  private problems(args: ValidationArguments): string[] {
    const email = (args.object as { email?: unknown }).email;
    return passwordProblems(args.value as string, typeof email === 'string' ? email : '');
  }
  validate(value: unknown, args: ValidationArguments): boolean {
    return typeof value === 'string' && this.problems(args).length === 0;
  }
  defaultMessage(args: ValidationArguments): string {
    if (typeof args.value !== 'string') return 'La contraseña debe ser un texto.';
    return this.problems(args).join(' ');
  }
}

export class RegisterDto {
  @Transform(trim)
  @IsString({ message: 'El nombre es obligatorio.' })
  @Length(1, 80, { message: 'El nombre debe tener entre 1 y 80 caracteres.' })
  firstName: string;

  @Transform(trim)
  @IsString({ message: 'Los apellidos son obligatorios.' })
  @Length(1, 80, { message: 'Los apellidos deben tener entre 1 y 80 caracteres.' })
  lastName: string;

  @Transform(normalizedEmail)
  @IsString({ message: 'El correo electrónico es obligatorio.' })
  @MaxLength(254, { message: 'El correo electrónico no puede tener más de 254 caracteres.' })
  @IsEmail({}, { message: 'El correo electrónico no es válido.' })
  email: string;

  @Validate(PasswordPolicy)
  password: string;
}

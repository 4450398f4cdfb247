import { createPrivateKey, createPublicKey } from 'node:crypto';
import { normalizeEmail, passwordProblems } from '@pipcrafters/contracts';
import { DatabaseEnv } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsString,
  IsUrl,
  Validate,
  ValidateIf,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

/** PEM keys often arrive through env files with their newlines written as "\n". */
const pem = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\\n/g, '\n').trim() : value;

const bool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
};

@ValidatorConstraint({ name: 'rsaPrivateKey' })
class RsaPrivateKey implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    try {
      return typeof value === 'string' && createPrivateKey(value).asymmetricKeyType === 'rsa';
    } catch {
      return false;
    }
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} debe ser una clave privada RSA en formato PEM`;
  }
}

@ValidatorConstraint({ name: 'rsaPublicKey' })
class RsaPublicKey implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    try {
      if (typeof value !== 'string' || createPublicKey(value).asymmetricKeyType !== 'rsa') return false;
      const privateKey = (args.object as IdentityEnv).JWT_PRIVATE_KEY;
      if (typeof privateKey !== 'string') return true;
      const derived = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
      return derived === createPublicKey(value).export({ type: 'spki', format: 'pem' });
    } catch {
      return false;
    }
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} debe ser la clave pública RSA (PEM) que corresponde a JWT_PRIVATE_KEY`;
  }
}

@ValidatorConstraint({ name: 'adminPassword' })
class AdminPasswordPolicy implements ValidatorConstraintInterface {
  private problems(value: unknown, args: ValidationArguments): string[] {
    if (typeof value !== 'string') return [];
    return passwordProblems(value, (args.object as IdentityEnv).ADMIN_EMAIL ?? '');
  }
  validate(value: unknown, args: ValidationArguments): boolean {
    return this.problems(value, args).length === 0;
  }
  defaultMessage(args: ValidationArguments): string {
    return `no cumple la política de contraseñas: ${this.problems(args.value, args).join(' ')}`;
  }
}

export class IdentityEnv extends DatabaseEnv {
  @Transform(pem)
  @IsString({ message: 'JWT_PRIVATE_KEY es obligatoria' })
  @Validate(RsaPrivateKey)
  JWT_PRIVATE_KEY: string;

  @Transform(pem)
  @IsString({ message: 'JWT_PUBLIC_KEY es obligatoria' })
  @Validate(RsaPublicKey)
  JWT_PUBLIC_KEY: string;

  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    {
      message: 'PUBLIC_URL debe ser una URL http(s) completa',
    },
  )
  PUBLIC_URL = 'http://localhost:8080';

  @Transform(bool)
  @IsBoolean({ message: 'SEED_DEMO debe ser true o false' })
  SEED_DEMO = false;

  @Transform(({ value }) =>
    typeof value === 'string' && value.trim() !== '' ? normalizeEmail(value) : undefined,
  )
  @ValidateIf((env: IdentityEnv) => env.ADMIN_EMAIL !== undefined || env.ADMIN_PASSWORD !== undefined)
  @IsString({ message: 'ADMIN_EMAIL es obligatoria cuando se define ADMIN_PASSWORD' })
  @IsEmail({}, { message: 'ADMIN_EMAIL debe ser un correo electrónico válido' })
  ADMIN_EMAIL?: string;

  @Transform(({ value }) => (value === '' ? undefined : value))
  @ValidateIf((env: IdentityEnv) => env.ADMIN_EMAIL !== undefined || env.ADMIN_PASSWORD !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD es obligatoria cuando se define ADMIN_EMAIL' })
  @Validate(AdminPasswordPolicy)
  ADMIN_PASSWORD?: string;

  /** Cookies are `Secure` everywhere except on a plain local origin. */
  get secureCookies(): boolean {
    const host = new URL(this.PUBLIC_URL).hostname;
    return !(host === 'localhost' || host === '127.0.0.1' || host === '[::1]');
  }
}

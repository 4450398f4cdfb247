import { createPublicKey } from 'node:crypto';
import { resolve } from 'node:path';
import {
  platformPorts,
  REMOTES,
  remoteUrlVariable,
  SERVICES,
  serviceUrlVariable,
} from '@pipcrafters/contracts';
import { DatabaseEnv } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  MinLength,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks every SERVICE_<NAME>_URL and REMOTE_<NAME>_URL given, whatever the list of services and remotes is. */
@ValidatorConstraint({ name: 'upstreamUrls' })
class UpstreamUrlsConstraint implements ValidatorConstraintInterface {
  private problems(env: Record<string, unknown>): string[] {
    const problems: string[] = [];
    for (const service of SERVICES) {
      const value = env[serviceUrlVariable(service.name)];
      if (typeof value === 'string' && !isHttpUrl(value)) {
        problems.push(`${serviceUrlVariable(service.name)} debe ser una URL http(s)`);
      }
    }
    for (const remote of REMOTES) {
      const value = env[remoteUrlVariable(remote.name)];
      if (typeof value === 'string' && !value.startsWith('/') && !isHttpUrl(value)) {
        problems.push(`${remoteUrlVariable(remote.name)} debe ser una ruta absoluta o una URL http(s)`);
      }
    }
    return problems;
  }

  validate(_value: unknown, args: ValidationArguments): boolean {
    return this.problems(args.object as Record<string, unknown>).length === 0;
  }

  defaultMessage(args: ValidationArguments): string {
    return this.problems(args.object as Record<string, unknown>).join('; ');
  }
}

@ValidatorConstraint({ name: 'rsaPublicKey' })
class RsaPublicKeyConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    try {
      return createPublicKey(value).asymmetricKeyType === 'rsa';
    } catch {
      return false;
    }
  }

  defaultMessage(): string {
    return 'JWT_PUBLIC_KEY debe ser una clave pública RSA en formato PEM';
  }
}

/** true/false, 1/0 or yes/no; anything else stays as it is and fails validation rather than read as false. */
const toBoolean = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (['1', 'true', 'yes'].includes(word)) return true;
  if (['0', 'false', 'no'].includes(word)) return false;
  return value;
};

/**
 * Environment of the gateway, validated at start-up. DATABASE_URL (from DatabaseEnv) carries the realtime queue and
 * the socket.io adapter that lets gateway instances share rooms; the gateway owns no other data there.
 */
export class GatewayEnv extends DatabaseEnv {
  override PORT = 8080;

  /** RS256 public key of identity (PEM; a literal "\n" in the variable stands for a line break). */
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\\n/g, '\n').trim() : value))
  @IsString()
  @MinLength(1, { message: 'JWT_PUBLIC_KEY es obligatoria (clave pública RS256 en PEM)' })
  @Validate(RsaPublicKeyConstraint)
  JWT_PUBLIC_KEY: string;

  @IsString()
  @IsOptional()
  SERVICE_IDENTITY_URL?: string;

  /** Folder holding shell/dist and mfe-*\/dist. */
  @IsString()
  @IsOptional()
  STATIC_ROOT = resolve(__dirname, '..', '..', '..');

  /** Comma-separated origins accepted on state-changing requests; defaults to the gateway's own. */
  @IsString()
  @IsOptional()
  ALLOWED_ORIGINS?: string;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_RATE_LIMIT = 5;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_IP_RATE_LIMIT = 50;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  REGISTER_RATE_LIMIT = 10;

  /** Password changes (`POST /api/user/password`) per user in 15 minutes. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  PASSWORD_RATE_LIMIT = 5;

  /** Password changes per address in 15 minutes (one address trying many sessions). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  PASSWORD_IP_RATE_LIMIT = 20;

  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(300_000)
  UPSTREAM_TIMEOUT_MS = 10_000;

  @Transform(toBoolean)
  @IsBoolean({ message: 'TRUST_PROXY debe ser true o false' })
  TRUST_PROXY = false;

  /** Whether this instance drains the realtime queue; false keeps its sockets but leaves delivery to the others. */
  @Transform(toBoolean)
  @IsBoolean({ message: 'REALTIME_DELIVERY debe ser true o false' })
  REALTIME_DELIVERY = true;

  /** How often every socket's session is checked again at identity (milliseconds). */
  @Type(() => Number)
  @IsInt({ message: 'REALTIME_REVALIDATE_MS debe ser un número entero de milisegundos' })
  @Min(1000, { message: 'REALTIME_REVALIDATE_MS debe ser al menos 1000' })
  @Max(300_000, { message: 'REALTIME_REVALIDATE_MS debe ser como mucho 300000' })
  REALTIME_REVALIDATE_MS = 30_000;

  /** Not a variable: the hook that checks every SERVICE_<NAME>_URL and REMOTE_<NAME>_URL given. */
  @Validate(UpstreamUrlsConstraint)
  readonly upstreamUrls?: never;
}

/** What the gateway derives from its environment. */
export interface GatewayConfig {
  port: number;
  internalSecret: string;
  jwtPublicKey: string;
  staticRoot: string;
  allowedOrigins: string[];
  /** Service name → base URL. */
  serviceUrls: Map<string, string>;
  /** Remote name → where the browser loads its manifest. */
  remoteEntries: Map<string, string>;
  loginRateLimit: number;
  loginIpRateLimit: number;
  registerRateLimit: number;
  passwordRateLimit: number;
  passwordIpRateLimit: number;
  upstreamTimeoutMs: number;
  trustProxy: boolean;
  databaseUrl: string;
  realtimeDelivery: boolean;
  realtimeRevalidateMs: number;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function gatewayConfig(env: GatewayEnv): GatewayConfig {
  const raw = env as unknown as Record<string, unknown>;
  const text = (key: string) =>
    typeof raw[key] === 'string' && raw[key] !== '' ? (raw[key] as string) : undefined;
  const ports = platformPorts(env.PORT);
  const serviceUrls = new Map(
    SERVICES.map((service) => [
      service.name,
      (text(serviceUrlVariable(service.name)) ?? `http://127.0.0.1:${ports.services[service.name]}`).replace(
        /\/+$/,
        '',
      ),
    ]),
  );
  const remoteEntries = new Map(
    REMOTES.map((remote) => [
      remote.name,
      text(remoteUrlVariable(remote.name)) ?? `/remotes/${remote.name}/mf-manifest.json`,
    ]),
  );
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? `http://localhost:${env.PORT},http://127.0.0.1:${env.PORT}`)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  return {
    port: env.PORT,
    internalSecret: env.INTERNAL_SECRET,
    jwtPublicKey: env.JWT_PUBLIC_KEY,
    staticRoot: resolve(env.STATIC_ROOT),
    allowedOrigins,
    serviceUrls,
    remoteEntries,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    loginIpRateLimit: env.LOGIN_IP_RATE_LIMIT,
    registerRateLimit: env.REGISTER_RATE_LIMIT,
    passwordRateLimit: env.PASSWORD_RATE_LIMIT,
    passwordIpRateLimit: env.PASSWORD_IP_RATE_LIMIT,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    realtimeDelivery: env.REALTIME_DELIVERY,
    realtimeRevalidateMs: env.REALTIME_REVALIDATE_MS,
  };
}

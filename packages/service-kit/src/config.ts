import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, validateSync } from 'class-validator';

/** Environment every Node process of the platform understands. Parts extend it with their own settings. */
export class BaseEnv {
  @IsIn(['development', 'production', 'test'])
  @IsOptional()
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  @IsOptional()
  HOST = '127.0.0.1';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT: number;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  @IsOptional()
  LOG_LEVEL = 'info';

  /** HMAC secret shared by the gateway and the services to sign and verify forwarded identities. */
  @IsString()
  @MinLength(32, { message: 'INTERNAL_SECRET debe tener al menos 32 caracteres' })
  INTERNAL_SECRET: string;
}

/** Environment of a service that owns data in PostgreSQL. */
export class DatabaseEnv extends BaseEnv {
  @IsString({ message: 'DATABASE_URL es obligatoria' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(1, { message: 'DATABASE_URL es obligatoria' })
  DATABASE_URL: string;

  /** Most connections the service's TypeORM pool opens (database.ts: DEFAULT_POOL). */
  @Type(() => Number)
  @IsInt({ message: 'DB_POOL_MAX debe ser un número entero' })
  @Min(1, { message: 'DB_POOL_MAX debe ser al menos 1' })
  @Max(100, { message: 'DB_POOL_MAX no puede pasar de 100' })
  @IsOptional()
  DB_POOL_MAX?: number;

  /** Connections the pool keeps open however long they sit idle (never more than DB_POOL_MAX). */
  @Type(() => Number)
  @IsInt({ message: 'DB_POOL_MIN debe ser un número entero' })
  @Min(0, { message: 'DB_POOL_MIN no puede ser negativo' })
  @Max(100, { message: 'DB_POOL_MIN no puede pasar de 100' })
  @IsOptional()
  DB_POOL_MIN?: number;

  /** Milliseconds an idle connection beyond DB_POOL_MIN stays open before the pool closes it. */
  @Type(() => Number)
  @IsInt({ message: 'DB_POOL_IDLE_MS debe ser un número entero' })
  @Min(100, { message: 'DB_POOL_IDLE_MS debe ser al menos 100' })
  @IsOptional()
  DB_POOL_IDLE_MS?: number;
}

export class ConfigError extends Error {
  constructor(
    readonly part: string,
    readonly problems: string[],
  ) {
    super(`Configuración no válida de ${part}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment at start-up; throws ConfigError listing every problem. */
export function loadConfig<T extends object>(
  schema: new () => T,
  part: string,
  env: Record<string, string | undefined> = process.env,
): T {
  const config = plainToInstance(schema, env, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false });
  if (errors.length > 0) {
    const problems = errors.map((error) => {
      // Several checks of one setting may share a message (a missing value fails all of them): say it once.
      const messages = new Set(Object.values(error.constraints ?? {}));
      return `${error.property}: ${[...messages].join('; ')}`;
    });
    throw new ConfigError(part, problems);
  }
  return config;
}

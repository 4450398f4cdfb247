import { DatabaseEnv } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * assistant's settings: what every service has, and the optional OpenAI-compatible provider. With no
 * `LLM_BASE_URL` every answer is composed here, offline (local mode); with one, answers stream from the model and
 * fall back to local mode when it fails or is too slow.
 */
export class AssistantEnv extends DatabaseEnv {
  /** An OpenAI-compatible API: https://api.openai.com/v1, a local Ollama (http://127.0.0.1:11434/v1), vLLM... */
  @Transform(blankToUndefined)
  @ValidateIf((env: AssistantEnv) => env.LLM_BASE_URL !== undefined)
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'LLM_BASE_URL debe ser una URL http(s) completa, por ejemplo http://127.0.0.1:11434/v1' },
  )
  LLM_BASE_URL?: string;

  @Transform(blankToUndefined)
  @ValidateIf((env: AssistantEnv) => env.LLM_API_KEY !== undefined)
  @IsString()
  LLM_API_KEY?: string;

  @Transform(blankToUndefined)
  @ValidateIf((env: AssistantEnv) => env.LLM_BASE_URL !== undefined)
  @IsString({
    message: 'LLM_MODEL es obligatoria cuando hay LLM_BASE_URL (por ejemplo gpt-4o-mini o llama3.1)',
  })
  LLM_MODEL?: string;

  /** How long the provider may take before its first token (then the answer is local, with a note). */
  @Type(() => Number)
  @IsInt()
  @Min(500)
  @Max(120_000)
  LLM_TIMEOUT_MS = 15_000;
}

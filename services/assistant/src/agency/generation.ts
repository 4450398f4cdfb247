import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AgencyMode } from '@pipcrafters/contracts';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { ProviderFailure } from '../answers/provider-engine';
import { AssistantEnv } from '../config/assistant-env';
import { GUARDRAIL_PROMPT } from '../guardrails';
import { AssistantMessages } from '../messages';

export interface Generated<T> {
  value: T;
  mode: AgencyMode;
  /** Why a configured provider's output was not used (it failed or took too long), in Spanish; else null. */
  note: string | null;
}

export interface ProviderRequest {
  /** The tool's own instructions (the platform's guardrails are appended). */
  system: string;
  /** The conversation or the single request, oldest first. */
  messages: { role: 'user' | 'assistant'; content: string }[];
}

/**
 * Generation in both modes for the agency tools. With LLM_BASE_URL set, the same OpenAI-compatible client and
 * settings as the assistants' answers (ProviderEngine): a streamed chat completion whose first token must arrive
 * within LLM_TIMEOUT_MS, the guardrails appended to the tool's system prompt. A time-out, an error or a stream cut
 * short is a ProviderFailure, and the output is then the local one with the assistants' note saying why.
 */
@Injectable()
export class AgencyGeneration {
  private readonly logger = new Logger(AgencyGeneration.name);
  private readonly client: OpenAI | null;

  constructor(@Inject(AssistantEnv) private readonly env: AssistantEnv) {
    this.client = env.LLM_BASE_URL
      ? new OpenAI({ baseURL: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? 'sin-clave', maxRetries: 0 })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /**
   * The provider's output when one is configured and answers (`fromProvider` turns the model's requests into the
   * tool's output), else `local()`. Errors other than the provider's own (a refusal of what it wrote) propagate.
   */
  async run<T>(
    local: () => Promise<T>,
    fromProvider: (complete: Complete) => Promise<T>,
  ): Promise<Generated<T>> {
    if (!this.client) return { value: await local(), mode: 'local', note: null };
    try {
      return { value: await fromProvider((request) => this.complete(request)), mode: 'provider', note: null };
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      return { value: await local(), mode: 'local', note: AssistantMessages.fallback[error.reason] };
    }
  }

  /** One completion, whole. */
  async complete(request: ProviderRequest): Promise<string> {
    const client = this.client as OpenAI;
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: `${request.system}\n\n${GUARDRAIL_PROMPT}` },
      ...request.messages.map((message) => ({ role: message.role, content: message.content })),
    ];
    let content = '';
    let firstToken = false;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), this.env.LLM_TIMEOUT_MS);
    try {
      const stream = await client.chat.completions.create(
        { model: this.env.LLM_MODEL as string, messages, stream: true },
        { signal: timeout.signal },
      );
      let finish: string | null = null;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        const text = choice.delta?.content;
        if (text) {
          if (!firstToken) {
            firstToken = true;
            clearTimeout(timer);
          }
          content += text;
        }
        finish = choice.finish_reason ?? finish;
      }
      if (finish === null) throw new ProviderFailure('cut', content);
    } catch (error) {
      if (error instanceof ProviderFailure) throw error;
      const reason = timeout.signal.aborted && !firstToken ? 'timeout' : content ? 'cut' : 'error';
      this.logger.warn(`Proveedor LLM (agencia): ${reason} (${(error as Error).message})`);
      throw new ProviderFailure(reason, content);
    } finally {
      clearTimeout(timer);
    }
    if (content.trim() === '') throw new ProviderFailure('error', '');
    return content.trim();
  }
}

export type Complete = (request: ProviderRequest) => Promise<string>;

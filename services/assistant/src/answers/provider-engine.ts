import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AssistantCitation,
  CALCULATORS,
  type CalculatorName,
  runCalculator,
} from '@pipcrafters/contracts';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { AssistantEnv } from '../config/assistant-env';
import { type LearningPassage, SourcesService } from '../sources/sources.service';
import { GUARDRAIL_PROMPT } from './guard';
import { citationOf } from './local/compose';
import type { AnswerContext } from './local/local-engine';

/** Why the provider gave no usable answer: the caller answers locally, with a note saying so. */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'error' | 'cut',
    readonly partial: string,
  ) {
    super(`El proveedor no respondió (${reason})`);
    this.name = 'ProviderFailure';
  }
}

const PERSONAS = {
  alvaro:
    'Eres Alvaro, tutor de trading de PipCrafters. Enseñas forex a principiantes en español: explicas con claridad, pones ejemplos con números calculados con la herramienta «calculadora» (nunca calculas de memoria), citas las lecciones del curso en las que te basas y terminas con una pregunta socrática que haga pensar al alumno.',
  clara:
    'Eres Clara, especialista en psicología del trading de PipCrafters. Hablas en español con calma y empatía sobre emociones, estrés y disciplina; ayudas a notar el tilt (rachas de pérdidas, reentradas tras perder, más tamaño después de una pérdida) y propones un ejercicio de MindCrafter o una pausa. No das consejos de inversión.',
} as const;

const TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'buscar_lecciones',
      description:
        'Busca fragmentos del curso de PipCrafters que respondan a una consulta. Devuelve texto y la lección de cada uno.',
      parameters: { type: 'object', properties: { consulta: { type: 'string' } }, required: ['consulta'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'calculadora',
      description: `Calcula con las calculadoras de FinanceHub (aritmética decimal exacta). nombre: ${CALCULATORS.join(', ')}. entrada: los campos de esa calculadora (pair, lots, accountCurrency, balance, riskPercent, stopLossPips, leverage como "1:30", etc.).`,
      parameters: {
        type: 'object',
        properties: { nombre: { type: 'string', enum: [...CALCULATORS] }, entrada: { type: 'object' } },
        required: ['nombre', 'entrada'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'estadisticas_diario',
      description:
        'Lee las operaciones recientes del diario del usuario (resultado, tamaño, horas): solo las suyas.',
      parameters: { type: 'object', properties: {} },
    },
  },
];

const MAX_TOOL_ROUNDS = 3;

/**
 * Provider mode: an OpenAI-compatible chat model (OpenAI, a local Ollama or vLLM) with the course's passages in its
 * context, three tools (lesson search, the calculators, the user's journal) and the guardrails in its system prompt.
 * Tokens are handed on as they arrive; nothing arriving before LLM_TIMEOUT_MS, an error, or a stream cut short is a
 * ProviderFailure the caller answers locally.
 */
@Injectable()
export class ProviderEngine {
  private readonly logger = new Logger(ProviderEngine.name);
  private readonly client: OpenAI | null;

  constructor(
    @Inject(AssistantEnv) private readonly env: AssistantEnv,
    private readonly sources: SourcesService,
  ) {
    this.client = env.LLM_BASE_URL
      ? new OpenAI({ baseURL: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? 'sin-clave', maxRetries: 0 })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  async answer(
    context: AnswerContext,
    onToken: (text: string) => void,
    signal: AbortSignal,
  ): Promise<{ content: string; citations: AssistantCitation[] }> {
    const client = this.client as OpenAI;
    const passages = await this.sources.passages(context.user, context.question, 5);
    const cited = new Map<string, AssistantCitation>();
    const cite = (found: LearningPassage[]) => {
      for (const passage of found)
        if (!cited.has(passage.lessonId)) cited.set(passage.lessonId, citationOf(passage));
    };
    cite(passages.slice(0, 3));
    const messages: ChatCompletionMessageParam[] = [
      {
        role: 'system',
        content: `${PERSONAS[context.assistant]}\n\n${GUARDRAIL_PROMPT}\n\n${course(passages)}`,
      },
      ...context.history.slice(-10).map((message) => ({ role: message.role, content: message.content })),
      { role: 'user', content: context.question },
    ];
    const tools = context.assistant === 'clara' && !context.journalConsent ? TOOLS.slice(0, 2) : TOOLS;
    let content = '';
    let firstToken = false;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), this.env.LLM_TIMEOUT_MS);
    const aborted = AbortSignal.any([signal, timeout.signal]);
    try {
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
        const stream = await client.chat.completions.create(
          {
            model: this.env.LLM_MODEL as string,
            messages,
            stream: true,
            ...(round < MAX_TOOL_ROUNDS ? { tools } : {}),
          },
          { signal: aborted },
        );
        const calls = new Map<number, { id: string; name: string; args: string }>();
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
            onToken(text);
          }
          for (const call of choice.delta?.tool_calls ?? []) {
            const entry = calls.get(call.index) ?? { id: '', name: '', args: '' };
            entry.id = call.id ?? entry.id;
            entry.name = call.function?.name ?? entry.name;
            entry.args += call.function?.arguments ?? '';
            calls.set(call.index, entry);
          }
          finish = choice.finish_reason ?? finish;
        }
        if (calls.size === 0 || finish !== 'tool_calls') {
          if (finish === null && !signal.aborted) throw new ProviderFailure('cut', content);
          break;
        }
        messages.push({
          role: 'assistant',
          content: content || null,
          tool_calls: [...calls.values()].map((call) => ({
            id: call.id,
            type: 'function' as const,
            function: { name: call.name, arguments: call.args },
          })),
        });
        for (const call of calls.values()) {
          messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: await this.tool(context, call.name, call.args, cite),
          });
        }
      }
    } catch (error) {
      if (signal.aborted) return { content, citations: [...cited.values()] };
      if (error instanceof ProviderFailure) throw error;
      const reason = timeout.signal.aborted && !firstToken ? 'timeout' : content ? 'cut' : 'error';
      this.logger.warn(`Proveedor LLM: ${reason} (${(error as Error).message})`);
      throw new ProviderFailure(reason, content);
    } finally {
      clearTimeout(timer);
    }
    if (content.trim() === '') throw new ProviderFailure('error', '');
    return { content, citations: [...cited.values()].slice(0, 4) };
  }

  private async tool(
    context: AnswerContext,
    name: string,
    rawArguments: string,
    cite: (found: LearningPassage[]) => void,
  ): Promise<string> {
    let input: Record<string, unknown> = {};
    try {
      input = JSON.parse(rawArguments || '{}') as Record<string, unknown>;
    } catch {
      return JSON.stringify({ error: 'Argumentos JSON no válidos.' });
    }
    if (name === 'buscar_lecciones') {
      const found = await this.sources.passages(context.user, String(input.consulta ?? context.question), 4);
      cite(found.slice(0, 2));
      return JSON.stringify(
        found.map((passage) => ({ leccion: passage.lessonTitle, id: passage.lessonId, texto: passage.text })),
      );
    }
    if (name === 'calculadora') {
      const calculator = String(input.nombre ?? '') as CalculatorName;
      const run = runCalculator(calculator, input.entrada ?? {}, await this.sources.rates(context.user));
      return JSON.stringify(run.ok ? run.result : { errores: run.errors });
    }
    if (name === 'estadisticas_diario' && (context.assistant === 'alvaro' || context.journalConsent)) {
      const trades = await this.sources.recentTrades(context.user);
      return JSON.stringify(
        trades.slice(0, 30).map((trade) => ({
          simbolo: trade.symbol,
          lado: trade.side,
          cierre: trade.closeTime,
          lotes: trade.volume,
          neto: trade.net,
          resultado: trade.outcome,
        })),
      );
    }
    return JSON.stringify({ error: 'Herramienta desconocida.' });
  }
}

/** The course's passages for the question, numbered, as the model's grounding. */
function course(passages: LearningPassage[]): string {
  if (passages.length === 0)
    return 'No hay fragmentos del curso para esta pregunta: si no sabes la respuesta, dilo.';
  return [
    'Fragmentos del curso (básate en ellos y cita la lección por su título):',
    ...passages.map((passage, index) => `[${index + 1}] Lección «${passage.lessonTitle}»: ${passage.text}`),
  ].join('\n');
}

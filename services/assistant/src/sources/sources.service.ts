import { Injectable, Logger } from '@nestjs/common';
import type {
  LearningOverview,
  LearningPassage,
  LessonDetail,
  PassageSearchResponse,
  RatesSnapshot,
  RateTable,
  Reflection,
  TradePage,
} from '@pipcrafters/contracts';
import { ServiceClient, type SignedInUser } from '@pipcrafters/service-kit';

export type { LearningPassage };

/**
 * What the assistants read from the other services, always as the user asking (the learning service's passages,
 * course position and lessons; the journal's recent trades and reflections with consent). A read that fails is
 * answered without it: the assistant says less, never fails.
 */
@Injectable()
export class SourcesService {
  private readonly logger = new Logger(SourcesService.name);

  constructor(private readonly services: ServiceClient) {}

  private async read<T>(service: string, path: string, user: SignedInUser): Promise<T | null> {
    try {
      return await this.services.get<T>(service, path, user);
    } catch (error) {
      this.logger.warn(`Lectura sin respuesta (${service} ${path}): ${(error as Error).message}`);
      return null;
    }
  }

  async passages(user: SignedInUser, query: string, limit = 6): Promise<LearningPassage[]> {
    const found = await this.read<PassageSearchResponse>(
      'learning',
      `/api/learning/passages?q=${encodeURIComponent(query.slice(0, 300))}&limit=${limit}`,
      user,
    );
    return found?.passages ?? [];
  }

  overview(user: SignedInUser): Promise<LearningOverview | null> {
    return this.read<LearningOverview>('learning', '/api/learning/modules', user);
  }

  lesson(user: SignedInUser, lessonId: string): Promise<LessonDetail | null> {
    return this.read<LessonDetail>('learning', `/api/learning/lessons/${encodeURIComponent(lessonId)}`, user);
  }

  async recentTrades(user: SignedInUser): Promise<TradePage['items']> {
    const page = await this.read<TradePage>('journal', '/api/journal/trades?pageSize=50', user);
    return page?.items ?? [];
  }

  async reflections(user: SignedInUser, from: string, to: string): Promise<Reflection[]> {
    return (
      (await this.read<Reflection[]>('journal', `/api/journal/reflections?from=${from}&to=${to}`, user)) ?? []
    );
  }

  /** FinanceHub's current rates, for calculations that convert (none: the calculators say which rate is missing). */
  async rates(user: SignedInUser): Promise<RateTable> {
    return (await this.read<RatesSnapshot>('finance', '/api/finance/rates', user))?.rates ?? {};
  }
}

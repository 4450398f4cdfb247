import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEMO_ACCOUNTS, type DomainEvent } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { type SignedInUser, stableUuid } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { seedDemoAgency } from '../agency/demo-agency';
import { AnswerService } from '../answers/answer.service';
import { T } from '../database/assistant-schema';
import { SourcesService } from '../sources/sources.service';
import { DEMO_CONVERSATIONS } from './demo-conversations';

/**
 * The demo trader's history with Alvaro and Clara (`identity.demo-account.created`): each demo question is asked of
 * the same engine a user's question goes to, so the stored answers are real ones. The course's passages must be in
 * the learning service first; until they are, the event is retried. Conversations have stable ids, and one whose
 * answers are not all there yet (a start cut short) is asked again from the beginning, so a retry never doubles it.
 */
@Injectable()
export class DemoConversationsConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoConversationsConsumer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly answers: AnswerService,
    private readonly sources: SourcesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.demo-account.created', async (event) => {
      // The agency tools' demo (src/agency) first: the service consumes this event here only.
      await seedDemoAgency(this.dataSource, event);
      return this.seed(event).catch((error: Error) => {
        this.logger.warn(`Conversaciones de demostración pendientes, se reintentará: ${error.message}`);
        throw error;
      });
    });
  }

  private async seed(event: DomainEvent<'identity.demo-account.created'>): Promise<void> {
    const { userId, account } = event.payload;
    if (account !== 'trader') return;
    const user: SignedInUser = {
      userId,
      email: DEMO_ACCOUNTS.trader.email,
      roles: ['USER'],
      status: 'ACTIVE',
    };
    if ((await this.sources.passages(user, 'apalancamiento', 1)).length === 0) {
      throw new Error('El curso aún no está disponible en learning: la conversación de demostración espera.');
    }
    for (const [index, conversation] of DEMO_CONVERSATIONS.entries()) {
      const id = stableUuid('demo-assistant', userId, conversation.key);
      const [{ answered }] = (await this.dataSource.query(
        `SELECT count(*)::int AS answered FROM ${T.messages} WHERE conversation_id = $1 AND role = 'assistant'`,
        [id],
      )) as [{ answered: number }];
      if (answered === conversation.questions.length) continue;
      await this.dataSource.query(`DELETE FROM ${T.conversations} WHERE id = $1`, [id]);
      await this.dataSource.query(
        `INSERT INTO ${T.conversations} (id, user_id, assistant) VALUES ($1, $2, $3)`,
        [id, userId, conversation.assistant],
      );
      for (const question of conversation.questions) await this.answers.ask(user, id, question);
      // Asked days ago (Alvaro's first), so the history reads as past use and the questions do not count
      // towards today's limit.
      const daysAgo = DEMO_CONVERSATIONS.length - index;
      await this.dataSource.query(
        `UPDATE ${T.messages} SET created_at = created_at - make_interval(days => $2) WHERE conversation_id = $1`,
        [id, daysAgo],
      );
      await this.dataSource.query(
        `UPDATE ${T.conversations} SET created_at = created_at - make_interval(days => $2),
           updated_at = updated_at - make_interval(days => $2) WHERE id = $1`,
        [id, daysAgo],
      );
    }
    this.logger.log(`Conversaciones de demostración creadas para ${account} (${userId})`);
  }
}

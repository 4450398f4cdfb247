import { Logger } from '@nestjs/common';
import type { DomainEvent } from '@pipcrafters/contracts';
import { stableUuid } from '@pipcrafters/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { DEMO_CHATBOT, DEMO_DESIGNS, DEMO_DRAFTS, DEMO_POSTS } from './demo/messages';
import { AgencyMessages } from './messages';
import { A } from './tables';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week `now` is in. */
export function weekStart(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS);
}

const logger = new Logger('DemoAgency');

/**
 * The agency tools for the demo trader (`identity.demo-account.created`): a chatbot with two versions, an article and
 * a thread, two designs and seven posts over this week and the next. The assistant service consumes that event in
 * one place only (src/demo's consumer, which calls this first): the event is not claimed in processed_events here,
 * and the seed is idempotent by itself instead: stable ids, every insert ON CONFLICT DO NOTHING, one transaction.
 */
export async function seedDemoAgency(
  dataSource: DataSource,
  event: DomainEvent<'identity.demo-account.created'>,
  now = new Date(),
): Promise<void> {
  const { userId, account } = event.payload;
  if (account !== 'trader') return;
  const id = (...parts: string[]) => stableUuid('demo-agency', userId, ...parts);
  await dataSource.transaction(async (manager) => {
    await chatbot(manager, userId, id('chatbot'), now);
    for (const [index, draft] of DEMO_DRAFTS.entries()) {
      const at = new Date(now.getTime() - (3 - index) * DAY_MS);
      await manager.query(
        `INSERT INTO ${A.drafts} (id, user_id, title, kind, markdown, citations, mode, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'local', $7, $7) ON CONFLICT (id) DO NOTHING`,
        [
          id('draft', draft.key),
          userId,
          draft.title,
          draft.kind,
          draft.markdown,
          JSON.stringify(draft.citations),
          at,
        ],
      );
    }
    for (const [index, design] of DEMO_DESIGNS.entries()) {
      const at = new Date(now.getTime() - (2 - index) * DAY_MS);
      await manager.query(
        `INSERT INTO ${A.designs} (id, user_id, name, template, format, headline, body, palette, lesson_id, trade_id,
           show_amounts, mode, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, NULL, false, 'local', $10, $10) ON CONFLICT (id) DO NOTHING`,
        [
          id('design', design.key),
          userId,
          design.name,
          design.template,
          design.format,
          design.headline,
          design.body,
          JSON.stringify(design.palette),
          design.lessonId ?? null,
          at,
        ],
      );
    }
    const monday = weekStart(now).getTime();
    for (const post of DEMO_POSTS) {
      const at = new Date(monday + post.day * DAY_MS + post.hour * 3_600_000);
      await manager.query(
        `INSERT INTO ${A.posts} (id, user_id, network, text, hashtags, scheduled_at, status, mode)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, 'local') ON CONFLICT (id) DO NOTHING`,
        [
          id('post', post.key),
          userId,
          post.network,
          post.text,
          JSON.stringify(post.hashtags),
          at,
          // A post whose time has passed reads as published.
          at < now ? 'published' : post.status,
        ],
      );
    }
  });
  logger.log(AgencyMessages.demo.log(userId));
}

async function chatbot(manager: EntityManager, userId: string, chatbotId: string, now: Date): Promise<void> {
  const [first, second] = DEMO_CHATBOT.versions;
  const created = new Date(now.getTime() - 5 * DAY_MS);
  const changed = new Date(now.getTime() - DAY_MS);
  await manager.query(
    `INSERT INTO ${A.chatbots} (id, user_id, name, tone, version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 2, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [chatbotId, userId, second?.name, second?.tone, created, changed],
  );
  for (const [index, config] of [first, second].entries()) {
    await manager.query(
      `INSERT INTO ${A.chatbotVersions} (chatbot_id, version, user_id, config, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT (chatbot_id, version) DO NOTHING`,
      [
        chatbotId,
        index + 1,
        userId,
        JSON.stringify({ ...config, lessons: DEMO_CHATBOT.lessons[index] }),
        index === 0 ? created : changed,
      ],
    );
  }
}

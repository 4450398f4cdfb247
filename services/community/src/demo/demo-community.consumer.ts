import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEMO_ACCOUNTS, type DomainEvent } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { stableUuid } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { COMMUNITY, rows, T } from '../database/community-schema';
import { ImagesService, type StoredImage } from '../images/images.service';
import { MembersService } from '../members/members.service';
import { demoChartPng } from './demo-chart';
import { DEMO_ADMIN_POST, DEMO_MEMBERS, DEMO_POSTS, type DemoPost } from './demo-content';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The ids of the fictitious demo members: the same in every installation. */
export const demoMemberId = (key: string) => stableUuid('demo-community-member', key);

/**
 * A lived-in community for the demo accounts (`identity.demo-account.created`): the admin's and the trader's member
 * rows with their names, the admin's rules post, and for the trader a dozen posts by them and by fictitious members
 * (who have no account and cannot sign in), with comments, replies, likes, helpful answers and one chart image,
 * dated over the last weeks. Written in one transaction per event, once (the event is claimed and every row has a
 * stable id); nothing is published, so no one is notified of, or rewarded for, history.
 */
@Injectable()
export class DemoCommunityConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoCommunityConsumer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly members: MembersService,
    private readonly images: ImagesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.demo-account.created', (event) => this.seed(event));
  }

  private async seed(event: DomainEvent<'identity.demo-account.created'>): Promise<void> {
    const { userId, account } = event.payload;
    if (account === 'applicant') return;
    const posts = account === 'trader' ? DEMO_POSTS : [DEMO_ADMIN_POST];
    const authors = new Map([
      [account, userId],
      ...DEMO_MEMBERS.map((member) => [member.key, demoMemberId(member.key)] as const),
    ]);
    const idOf = (post: DemoPost) => stableUuid('demo-community-post', userId, post.key);
    const firstId = idOf(posts[0] as DemoPost);
    const seeded = (await this.dataSource.query(`SELECT 1 FROM ${T.posts} WHERE id = $1`, [
      firstId,
    ])) as unknown[];
    const pictured = posts.find((post) => post.image);
    const image =
      seeded.length === 0 && pictured
        ? await this.images.store(
            authors.get(pictured.author) as string,
            `data:image/png;base64,${(await demoChartPng()).toString('base64')}`,
          )
        : null;
    let imageSaved = false;
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await claimEvent(manager, COMMUNITY, event))) return;
        const names = DEMO_ACCOUNTS[account];
        await this.members.name(manager, userId, names.firstName, names.lastName, new Date(event.occurredAt));
        if (account === 'trader') {
          for (const member of DEMO_MEMBERS) {
            await this.members.name(
              manager,
              demoMemberId(member.key),
              member.firstName,
              member.lastName,
              new Date(),
              true,
            );
          }
        }
        if ((await rows(manager, `SELECT 1 FROM ${T.posts} WHERE id = $1`, [firstId])).length > 0) return;
        const [trader] = await rows<{ handle: string }>(
          manager,
          `SELECT handle FROM ${T.members} WHERE user_id = $1`,
          [userId],
        );
        for (const post of posts) {
          await this.write(
            manager,
            post,
            idOf(post),
            authors,
            trader?.handle ?? '',
            post.image ? image : null,
          );
        }
        imageSaved = image !== null;
        this.logger.log(
          `Comunidad de demostración creada para ${account} (${userId}): ${posts.length} posts`,
        );
      });
    } finally {
      // Another delivery of the event may have seeded the community meanwhile.
      if (image && !imageSaved) await this.images.forget([image.storageKey]);
    }
  }

  private async write(
    manager: EntityManager,
    post: DemoPost,
    postId: string,
    authors: Map<string, string>,
    traderHandle: string,
    image: StoredImage | null,
  ): Promise<void> {
    const who = (key: string) => authors.get(key) as string;
    const text = (value: string) => value.replaceAll('{trader}', traderHandle);
    const createdAt = new Date(Date.now() - post.hoursAgo * HOUR_MS);
    const at = (minutes: number) =>
      new Date(Math.min(createdAt.getTime() + minutes * MINUTE_MS, Date.now() - MINUTE_MS));
    const lastActivity = post.comments.reduce(
      (latest, comment) => Math.max(latest, at(comment.after).getTime()),
      createdAt.getTime(),
    );
    if (image) await this.images.save(manager, image);
    await rows(
      manager,
      `INSERT INTO ${T.posts} (id, author_id, title, body, category, attachment_id, comments_count, likes_count,
         announced, created_at, last_activity_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [
        postId,
        who(post.author),
        post.title,
        text(post.body),
        post.category,
        image?.id ?? null,
        post.comments.length,
        post.likedBy.length,
        createdAt,
        new Date(lastActivity),
      ],
    );
    await rows(manager, `UPDATE ${T.members} SET posts_created = posts_created + 1 WHERE user_id = $1`, [
      who(post.author),
    ]);
    for (const liker of post.likedBy) {
      await rows(
        manager,
        `INSERT INTO ${T.postLikes} (post_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [postId, who(liker), at(30)],
      );
    }
    const commentIds = new Map(
      post.comments.map((comment) => [
        comment.key,
        stableUuid('demo-community-comment', postId, comment.key),
      ]),
    );
    for (const comment of post.comments) {
      const id = commentIds.get(comment.key) as string;
      await rows(
        manager,
        `INSERT INTO ${T.comments} (id, post_id, parent_id, author_id, content, likes_count, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [
          id,
          postId,
          comment.replyTo ? commentIds.get(comment.replyTo) : null,
          who(comment.author),
          text(comment.content),
          comment.likedBy?.length ?? 0,
          at(comment.after),
        ],
      );
      await rows(
        manager,
        `UPDATE ${T.members} SET comments_created = comments_created + 1 WHERE user_id = $1`,
        [who(comment.author)],
      );
      for (const liker of comment.likedBy ?? []) {
        await rows(
          manager,
          `INSERT INTO ${T.commentLikes} (comment_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [id, who(liker), at(comment.after + 10)],
        );
        if (liker === post.author && comment.author !== post.author) {
          await rows(
            manager,
            `INSERT INTO ${T.helpfulAnswers} (comment_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [id, who(comment.author), at(comment.after + 10)],
          );
          await rows(
            manager,
            `UPDATE ${T.members} SET helpful_answers = helpful_answers + 1 WHERE user_id = $1`,
            [who(comment.author)],
          );
        }
      }
    }
  }
}

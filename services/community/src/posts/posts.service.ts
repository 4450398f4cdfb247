import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CommunityComment, type CommunityPost, ErrorCode } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { type CommentRow, commentColumns, isAdmin, toComment } from '../comments/comment.mapper';
import { CommunityEnv } from '../config/community-env';
import { rows, SqlParams, T } from '../database/community-schema';
import { ImagesService, imageIdOf } from '../images/images.service';
import { displayName, mentionedHandles } from '../members/handles';
import { MembersService } from '../members/members.service';
import { CommunityMessages } from '../messages';
import type { CreatePostDto, FeedQuery, UpdatePostDto } from './dto/post.dto';
import { decodeCursor, encodeCursor, type FeedCursor } from './feed-cursor';
import { maySee, POST_COLUMNS, type PostRow, postColumns, toPost } from './post.mapper';

const texts = CommunityMessages.posts;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const postNotFound = () => new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);

/** The columns a post is locked and checked by before it changes. */
interface LockedPost {
  id: string;
  author_id: string;
  title: string;
  visibility: PostRow['visibility'];
  attachment_id: string | null;
  first_of_author: boolean;
  announced: boolean;
}

/** The ORDER BY of each feed, and the keys its cursor compares, in the order of the feed's index. */
const ORDERS = {
  new: { order: 'created_at DESC, id DESC' },
  active: { order: 'last_activity_at DESC, id DESC' },
  top: { order: 'likes_count DESC, created_at DESC, id DESC' },
} as const;

/**
 * Posts: the feed (keyset pages over one partial index per order), a post with its comments, and the author's
 * changes. A post others may not see (held for review or hidden by a moderator) is "not found" to them, never
 * described; its author and admins see it with its visibility.
 */
@Injectable()
export class PostsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly members: MembersService,
    private readonly images: ImagesService,
    private readonly env: CommunityEnv,
  ) {}

  /**
   * A page of the feed, and the cursor of the next one (null on the last page). Visible posts, and the reader's own
   * posts waiting for review, so what they just posted is on top even while held.
   */
  async feed(user: SignedInUser, query: FeedQuery): Promise<{ posts: CommunityPost[]; next: string | null }> {
    const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
    if (query.cursor && !cursor) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, CommunityMessages.feed.cursor);
    }
    const since =
      cursor?.sort === 'top'
        ? cursor.since
        : new Date(Date.now() - WEEK_MS).toISOString().replace('Z', '000Z');
    const params = new SqlParams();
    const me = params.add(user.userId);
    const limit = params.add(query.limit + 1);
    const filters: string[] = [];
    if (query.category) filters.push(`category = ${params.add(query.category)}`);
    if (query.sort === 'top') filters.push(`created_at >= ${params.add(since)}::timestamptz`);
    if (cursor) filters.push(this.after(cursor, params));
    const where = filters.map((filter) => ` AND ${filter}`).join('');
    const { order } = ORDERS[query.sort];
    const found = (await this.dataSource.query(
      `SELECT ${postColumns(me)} FROM (
         (SELECT ${POST_COLUMNS} FROM ${T.posts} p WHERE visibility = 'visible'${where} ORDER BY ${order} LIMIT ${limit})
         UNION ALL
         (SELECT ${POST_COLUMNS} FROM ${T.posts} p
           WHERE author_id = ${me} AND visibility <> 'visible'${where} ORDER BY ${order} LIMIT ${limit})
       ) p JOIN ${T.members} m ON m.user_id = p.author_id
       ORDER BY ${order.replace(/(\w+) DESC/g, 'p.$1 DESC')} LIMIT ${limit}`,
      params.values,
    )) as PostRow[];
    const page = found.slice(0, query.limit);
    const last = page[page.length - 1];
    const next =
      found.length > query.limit && last ? encodeCursor(this.cursorAfter(query.sort, last, since)) : null;
    return { posts: page.map((row) => toPost(row, user)), next };
  }

  /** The keyset condition: after the cursor's post in the feed's order. */
  private after(cursor: FeedCursor, params: SqlParams): string {
    if (cursor.sort === 'top') {
      return `(likes_count, created_at, id) < (${params.add(cursor.likes)}::int, ${params.add(cursor.at)}::timestamptz, ${params.add(cursor.id)}::uuid)`;
    }
    const column = cursor.sort === 'new' ? 'created_at' : 'last_activity_at';
    return `(${column}, id) < (${params.add(cursor.at)}::timestamptz, ${params.add(cursor.id)}::uuid)`;
  }

  private cursorAfter(sort: FeedQuery['sort'], row: PostRow, since: string): FeedCursor {
    if (sort === 'top') return { sort, since, likes: row.likes_count, at: row.created_key, id: row.id };
    return { sort, at: sort === 'new' ? row.created_key : row.activity_key, id: row.id };
  }

  /** One post as the reader may see it (with its likes and whether they liked it), or a 404. */
  async row(
    user: SignedInUser,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PostRow> {
    const [row] = (await manager.query(
      `SELECT ${postColumns('$2')} FROM ${T.posts} p JOIN ${T.members} m ON m.user_id = p.author_id WHERE p.id = $1`,
      [id, user.userId],
    )) as PostRow[];
    if (!row || !maySee(row, user)) throw postNotFound();
    return row;
  }

  /** A post with the comments the reader may see, oldest first (a reply to a comment not shown has no parent). */
  async get(user: SignedInUser, id: string): Promise<CommunityPost> {
    const post = await this.row(user, id);
    const found = (await this.dataSource.query(
      `SELECT ${commentColumns('$2')} FROM ${T.comments} c JOIN ${T.members} m ON m.user_id = c.author_id
       WHERE c.post_id = $1 AND (c.visibility = 'visible' OR c.author_id = $2 OR $3)
       ORDER BY c.created_at, c.id`,
      [id, user.userId, isAdmin(user)],
    )) as CommentRow[];
    const shown = new Set(found.map((comment) => comment.id));
    const comments: CommunityComment[] = found.map((comment) =>
      toComment(comment, user, comment.parent_id === null || shown.has(comment.parent_id)),
    );
    return toPost(post, user, comments);
  }

  async create(user: SignedInUser, dto: CreatePostDto): Promise<CommunityPost> {
    await this.members.precheck(user, 'post');
    const image = dto.attachmentUrl ? await this.images.store(user.userId, dto.attachmentUrl) : null;
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        await this.members.admit(manager, user, 'post');
        if (image) await this.images.save(manager, image);
        const first = await this.members.countFirst(manager, user.userId, 'posts_created');
        const held = this.env.COMMUNITY_HOLD_FIRST_POST && first;
        const [post] = await rows<LockedPost>(
          manager,
          `INSERT INTO ${T.posts} (id, author_id, title, body, category, attachment_id, visibility, held_reason,
             first_of_author, created_at, last_activity_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), now())
           RETURNING id, author_id, title, visibility, attachment_id, first_of_author, announced`,
          [
            randomUUID(),
            user.userId,
            dto.title,
            dto.body,
            dto.category,
            image?.id ?? null,
            held ? 'held' : 'visible',
            held ? 'first-post' : null,
            first,
          ],
        );
        if (post && !held) await this.announce(manager, post);
        return post?.id as string;
      });
      return toPost(await this.row(user, id), user);
    } catch (error) {
      if (image) await this.images.forget([image.storageKey]);
      throw error;
    }
  }

  /**
   * Tells the other services a post is out (`community.post.created`), once: when it is published, or when a
   * moderator lets a held first post out.
   */
  async announce(manager: EntityManager, post: LockedPost): Promise<void> {
    if (post.announced) return;
    await rows(manager, `UPDATE ${T.posts} SET announced = true WHERE id = $1`, [post.id]);
    const [written] = await rows<{ body: string; first_name: string | null; last_name: string | null }>(
      manager,
      `SELECT p.body, m.first_name, m.last_name FROM ${T.posts} p JOIN ${T.members} m ON m.user_id = p.author_id
       WHERE p.id = $1`,
      [post.id],
    );
    await this.bus.publish(manager, 'community.post.created', {
      userId: post.author_id,
      postId: post.id,
      title: post.title,
      first: post.first_of_author,
      authorName: written ? displayName(written.first_name ?? '', written.last_name ?? '') : '',
      mentionedUserIds: await this.members.idsOfHandles(
        manager,
        mentionedHandles(written?.body ?? ''),
        post.author_id,
      ),
    });
  }

  /** The post locked for a change, if the reader may see it. */
  async lock(manager: EntityManager, user: SignedInUser | null, id: string): Promise<LockedPost> {
    const [post] = await rows<LockedPost>(
      manager,
      `SELECT id, author_id, title, visibility, attachment_id, first_of_author, announced FROM ${T.posts}
       WHERE id = $1 FOR NO KEY UPDATE`,
      [id],
    );
    if (!post || (user && !maySee(post, user))) throw postNotFound();
    return post;
  }

  /** The author's edit of any of the fields; marked as edited when something changed. */
  async update(user: SignedInUser, id: string, dto: UpdatePostDto): Promise<CommunityPost> {
    const sent = Object.values(dto).filter((value) => value !== undefined);
    if (sent.length === 0) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.nothingToChange);
    const current = await this.row(user, id);
    const ownOnly = () => {
      throw new ApiException(403, ErrorCode.FORBIDDEN, texts.notYours);
    };
    if (current.author_id !== user.userId) ownOnly();
    // The image the post keeps (its own URL sent back), none, or a new one (a data URL, stored before the lock).
    let attachment: { keep: string | null } | { store: string } | undefined;
    if (dto.attachmentUrl === null) attachment = { keep: null };
    else if (typeof dto.attachmentUrl === 'string') {
      const own = imageIdOf(dto.attachmentUrl);
      if (own !== null || !dto.attachmentUrl.startsWith('data:')) {
        if (own === null || own !== current.attachment_id) {
          throw new ApiException(400, ErrorCode.VALIDATION_FAILED, CommunityMessages.images.foreign);
        }
        attachment = { keep: own };
      } else {
        attachment = { store: dto.attachmentUrl };
      }
    }
    const image =
      attachment && 'store' in attachment ? await this.images.store(user.userId, attachment.store) : null;
    let replaced: string | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        const post = await this.lock(manager, user, id);
        if (post.author_id !== user.userId) ownOnly();
        await this.members.admit(manager, user, 'edit');
        if (image) await this.images.save(manager, image);
        const attachmentId = image
          ? image.id
          : attachment && 'keep' in attachment
            ? attachment.keep
            : post.attachment_id;
        await rows(
          manager,
          `UPDATE ${T.posts} SET
             title = COALESCE($2, title), body = COALESCE($3, body), category = COALESCE($4, category),
             attachment_id = $5,
             edited_at = CASE WHEN title IS DISTINCT FROM COALESCE($2, title)
               OR body IS DISTINCT FROM COALESCE($3, body) OR category IS DISTINCT FROM COALESCE($4, category)
               OR attachment_id IS DISTINCT FROM $5 THEN now() ELSE edited_at END
           WHERE id = $1`,
          [id, dto.title ?? null, dto.body ?? null, dto.category ?? null, attachmentId],
        );
        if (post.attachment_id && post.attachment_id !== attachmentId) {
          replaced = await this.images.remove(manager, post.attachment_id);
        }
      });
    } catch (error) {
      if (image) await this.images.forget([image.storageKey]);
      throw error;
    }
    await this.images.forget([replaced]);
    return this.get(user, id);
  }

  /**
   * Deleted by its author or an admin, with its comments, likes, reports and image. An admin deleting someone
   * else's post is a moderation: its author is told (`community.content.moderated`).
   */
  async remove(user: SignedInUser, id: string): Promise<void> {
    const file = await this.dataSource.transaction(async (manager) => {
      const post = await this.lock(manager, user, id);
      const mine = post.author_id === user.userId;
      if (!mine && !isAdmin(user)) throw new ApiException(403, ErrorCode.FORBIDDEN, texts.notYoursToDelete);
      return this.delete(manager, post, mine ? null : 'deleted');
    });
    await this.images.forget([file]);
  }

  /** Deletes a locked post (and its image's row: the file is the caller's to forget once this commits). */
  async delete(
    manager: EntityManager,
    post: LockedPost,
    moderated: 'deleted' | null,
  ): Promise<string | null> {
    await rows(manager, `DELETE FROM ${T.posts} WHERE id = $1`, [post.id]);
    const file = post.attachment_id ? await this.images.remove(manager, post.attachment_id) : null;
    if (moderated) {
      await this.bus.publish(manager, 'community.content.moderated', {
        userId: post.author_id,
        targetType: 'post',
        postId: post.id,
        title: post.title,
        action: moderated,
      });
    }
    return file;
  }
}

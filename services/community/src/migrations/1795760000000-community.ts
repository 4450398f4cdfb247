import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members (names and @handles, counters, suspensions), posts and comments (their counts kept in the row, their
 * search vectors generated from their text), likes, helpful answers, images, reports and posting windows.
 *
 * Search: `community.es`, the Spanish configuration with the unaccent dictionary first, so "analisis" finds
 * "análisis" (the extension comes from the migration before this one).
 *
 * The feed's three orders (new, top of the week, active), each for all categories and for one, have their own
 * partial index over visible posts, so a page is one index range whatever the table's size.
 */
export class Community1795760000000 implements MigrationInterface {
  name = 'Community1795760000000';

  async up(runner: QueryRunner): Promise<void> {
    // A copy of the Spanish configuration that strips accents first, with the dictionary of the unaccent extension
    // (created by the migration before this one, or already there), wherever it lives.
    await runner.query(`
      DO $$
      DECLARE dictionary text;
      BEGIN
        SELECT quote_ident(n.nspname) || '.unaccent' INTO STRICT dictionary
          FROM pg_ts_dict d JOIN pg_namespace n ON n.oid = d.dictnamespace
         WHERE d.dictname = 'unaccent' ORDER BY n.nspname = 'public' DESC LIMIT 1;
        CREATE TEXT SEARCH CONFIGURATION community.es (COPY = pg_catalog.spanish);
        EXECUTE format(
          'ALTER TEXT SEARCH CONFIGURATION community.es ALTER MAPPING FOR hword, hword_part, word WITH %s, pg_catalog.spanish_stem',
          dictionary);
      END $$`);

    await runner.query(`
      CREATE TABLE community.members (
        user_id uuid PRIMARY KEY,
        first_name varchar(80) NOT NULL,
        last_name varchar(80) NOT NULL DEFAULT '',
        handle varchar(60) COLLATE "C" NOT NULL,
        named_at timestamptz,
        demo boolean NOT NULL DEFAULT false,
        posts_created integer NOT NULL DEFAULT 0,
        comments_created integer NOT NULL DEFAULT 0,
        helpful_answers integer NOT NULL DEFAULT 0,
        suspended_until timestamptz,
        suspension_reason varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT members_handle_key UNIQUE (handle)
      )`);

    await runner.query(`
      CREATE TABLE community.attachments (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        storage_key varchar(100) NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await runner.query(`
      CREATE TABLE community.posts (
        id uuid PRIMARY KEY,
        author_id uuid NOT NULL REFERENCES community.members (user_id),
        title varchar(200) NOT NULL,
        body text NOT NULL,
        category varchar(40) NOT NULL,
        attachment_id uuid REFERENCES community.attachments (id) ON DELETE SET NULL,
        comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
        likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
        visibility varchar(10) NOT NULL DEFAULT 'visible' CHECK (visibility IN ('visible', 'held', 'hidden')),
        held_reason varchar(20) CHECK (held_reason IN ('reports', 'first-post')),
        first_of_author boolean NOT NULL DEFAULT false,
        announced boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz,
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('community.es'::regconfig, title), 'A') ||
          setweight(to_tsvector('community.es'::regconfig, body), 'B')
        ) STORED
      )`);
    for (const [name, columns] of [
      ['posts_new', 'created_at DESC, id DESC'],
      ['posts_new_by_category', 'category, created_at DESC, id DESC'],
      ['posts_active', 'last_activity_at DESC, id DESC'],
      ['posts_active_by_category', 'category, last_activity_at DESC, id DESC'],
      ['posts_top', 'likes_count DESC, created_at DESC, id DESC'],
      ['posts_top_by_category', 'category, likes_count DESC, created_at DESC, id DESC'],
    ]) {
      await runner.query(`CREATE INDEX ${name} ON community.posts (${columns}) WHERE visibility = 'visible'`);
    }
    // The reader's own posts others do not see (held or hidden), added to their feed: few, whatever the author wrote.
    await runner.query(
      "CREATE INDEX posts_unseen_by_author ON community.posts (author_id, created_at DESC) WHERE visibility <> 'visible'",
    );
    await runner.query("CREATE INDEX posts_held ON community.posts (created_at) WHERE visibility = 'held'");
    await runner.query('CREATE INDEX posts_attachment ON community.posts (attachment_id)');
    await runner.query('CREATE INDEX posts_search ON community.posts USING gin (search)');

    await runner.query(`
      CREATE TABLE community.comments (
        id uuid PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES community.posts (id) ON DELETE CASCADE,
        parent_id uuid REFERENCES community.comments (id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES community.members (user_id),
        content text NOT NULL,
        likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
        visibility varchar(10) NOT NULL DEFAULT 'visible' CHECK (visibility IN ('visible', 'held', 'hidden')),
        held_reason varchar(20) CHECK (held_reason IN ('reports')),
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz,
        search tsvector GENERATED ALWAYS AS (to_tsvector('community.es'::regconfig, content)) STORED
      )`);
    await runner.query('CREATE INDEX comments_of_post ON community.comments (post_id, created_at, id)');
    await runner.query('CREATE INDEX comments_replies ON community.comments (parent_id)');
    await runner.query('CREATE INDEX comments_by_author ON community.comments (author_id)');
    await runner.query(
      "CREATE INDEX comments_held ON community.comments (created_at) WHERE visibility = 'held'",
    );
    await runner.query('CREATE INDEX comments_search ON community.comments USING gin (search)');

    await runner.query(`
      CREATE TABLE community.post_likes (
        post_id uuid NOT NULL REFERENCES community.posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await runner.query(`
      CREATE TABLE community.comment_likes (
        comment_id uuid NOT NULL REFERENCES community.comments (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      )`);
    // A comment its post's author liked, once (liking it again after an unlike is not a second helpful answer).
    await runner.query(`
      CREATE TABLE community.helpful_answers (
        comment_id uuid PRIMARY KEY REFERENCES community.comments (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await runner.query(`
      CREATE TABLE community.reports (
        id uuid PRIMARY KEY,
        target_type varchar(10) NOT NULL CHECK (target_type IN ('post', 'comment')),
        target_id uuid NOT NULL,
        post_id uuid NOT NULL REFERENCES community.posts (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL,
        reason varchar(20) NOT NULL,
        note varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        CONSTRAINT reports_once UNIQUE (target_type, target_id, reporter_id)
      )`);
    await runner.query(
      'CREATE INDEX reports_open ON community.reports (target_type, target_id) WHERE resolved_at IS NULL',
    );

    // Posts and comments counted per member and minute (the rate limit, the same for every instance).
    await runner.query(`
      CREATE TABLE community.posting_windows (
        user_id uuid NOT NULL,
        action varchar(10) NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (user_id, action, window_start)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'posting_windows',
      'reports',
      'helpful_answers',
      'comment_likes',
      'post_likes',
      'comments',
      'posts',
      'attachments',
      'members',
    ]) {
      await runner.query(`DROP TABLE IF EXISTS community.${table}`);
    }
    await runner.query('DROP TEXT SEARCH CONFIGURATION IF EXISTS community.es');
  }
}

import { HeartOutlined, MessageOutlined } from '@ant-design/icons';
import type { CommunityPost } from '@pipcrafters/contracts';
import { Flex, Paragraph, Text } from '@pipcrafters/ui';
import { Link } from 'react-router-dom';
import { excerptOf } from '../format/excerpt';
import { countLabel } from '../format/format';
import { Card, Title } from '../ui/light';
import { EditedMark } from './EditedMark';
import { CategoryTag, VisibilityTag } from './PostTags';
import { RelativeTime } from './RelativeTime';

export const postPath = (id: string) => `/community/${encodeURIComponent(id)}`;

/** A post in the feed: category, title, author and when, the first words, its counts and its image. */
export function PostCard({ post }: { post: CommunityPost }) {
  const titleId = `post-${post.id}`;
  return (
    <Card size="small">
      <article aria-labelledby={titleId} data-testid="tarjeta-post">
        <Flex gap={16} align="flex-start">
          <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={6} wrap align="center">
              <CategoryTag name={post.categoryName} />
              <VisibilityTag visibility={post.visibility} />
            </Flex>
            <Title level={2} id={titleId} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
              <Link to={postPath(post.id)}>{post.title}</Link>
            </Title>
            <Flex gap={8} wrap style={{ fontSize: 13 }}>
              <Text secondary>{post.author.name}</Text>
              <Text secondary aria-hidden>
                ·
              </Text>
              <Text secondary>
                <RelativeTime iso={post.createdAt} />
              </Text>
              <EditedMark editedAt={post.editedAt} />
            </Flex>
            <Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="extracto">
              {excerptOf(post.body)}
            </Paragraph>
            <Flex gap={16} wrap style={{ fontSize: 13 }}>
              <Text secondary>
                <MessageOutlined aria-hidden /> {countLabel(post.commentsCount, 'comentario', 'comentarios')}
              </Text>
              <Text secondary>
                <HeartOutlined aria-hidden /> {countLabel(post.likes, 'me gusta', 'me gusta')}
              </Text>
            </Flex>
          </Flex>
          {post.attachmentUrl ? (
            <img
              src={post.attachmentUrl}
              alt=""
              loading="lazy"
              decoding="async"
              width={88}
              height={88}
              style={{ objectFit: 'cover', borderRadius: 8, flexShrink: 0 }}
              data-testid="miniatura"
            />
          ) : null}
        </Flex>
      </article>
    </Card>
  );
}

import { DeleteOutlined } from '@ant-design/icons';
import { type SocialPost, socialNetwork } from '@pipcrafters/contracts';
import { Alert, Button, Flex, Modal, Popconfirm } from 'antd';
import { useEffect, useState } from 'react';
import { AgencyAlert } from '../components/AgencyAlert';
import { ModeTag } from '../components/ModeTag';
import { PostFields } from './PostFields';
import { draftOf, type PostDraft, postProblems } from './post-draft';

/** A planned post opened from the calendar: edit its text, hashtags, date (to move it) and state, or delete it. */
export function PostModal({
  post,
  timeZone,
  saving,
  saveError,
  onSave,
  onDelete,
  onClose,
}: {
  post: SocialPost | null;
  timeZone: string;
  saving: boolean;
  saveError: unknown;
  onSave: (post: SocialPost, draft: PostDraft) => void;
  onDelete: (post: SocialPost) => Promise<unknown>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<PostDraft | null>(null);
  useEffect(() => setDraft(post ? draftOf(post, timeZone) : null), [post, timeZone]);
  const problems = draft ? postProblems(draft) : [];

  return (
    <Modal
      open={post !== null}
      title={post ? `Publicación en ${socialNetwork(post.network).label}` : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={
        post ? (
          <Flex justify="space-between" gap={8} wrap>
            <Popconfirm
              title="¿Borrar esta publicación?"
              description="No se puede deshacer."
              okText="Borrar"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={() => onDelete(post).catch(() => undefined)}
            >
              <Button danger icon={<DeleteOutlined />}>
                Borrar
              </Button>
            </Popconfirm>
            <Flex gap={8}>
              <Button onClick={onClose}>Cancelar</Button>
              <Button
                type="primary"
                loading={saving}
                disabled={problems.length > 0}
                onClick={() => draft && onSave(post, draft)}
              >
                Guardar
              </Button>
            </Flex>
          </Flex>
        ) : null
      }
    >
      {post && draft ? (
        <Flex vertical gap={12}>
          <div>
            <ModeTag mode={post.mode} />
          </div>
          <PostFields draft={draft} onChange={setDraft} timeZone={timeZone} />
          {problems.length > 0 ? <Alert type="warning" showIcon title={problems[0]} /> : null}
          {saveError ? (
            <AgencyAlert error={saveError} failedTitle="No se pudo guardar la publicación" />
          ) : null}
        </Flex>
      ) : null}
    </Modal>
  );
}

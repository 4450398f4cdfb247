import {
  SOCIAL_POST_STATUS_LABELS,
  SOCIAL_POST_STATUSES,
  type SocialPostStatus,
  socialNetwork,
} from '@pipcrafters/contracts';
import { VISUALLY_HIDDEN } from '@pipcrafters/ui';
import { Flex, Input, Select, Typography, theme } from 'antd';
import { useId } from 'react';
import { countCaption, describeCount, parseHashtags } from './caption-counter';
import type { PostDraft } from './post-draft';

/**
 * A post's fields: the caption with its live counter against the network's limit (hashtags included, as the network
 * counts them), the hashtags, the date and time in the user's zone and the state.
 */
export function PostFields({
  draft,
  onChange,
  timeZone,
}: {
  draft: PostDraft;
  onChange: (draft: PostDraft) => void;
  timeZone: string;
}) {
  const { token } = theme.useToken();
  const ids = { text: useId(), counter: useId(), hashtags: useId(), when: useId(), status: useId() };
  const parsed = parseHashtags(draft.hashtags);
  const count = countCaption(draft.text, parsed.hashtags, draft.network);
  const described = describeCount(count);
  const color =
    count.state === 'over'
      ? token.colorError
      : count.state === 'near'
        ? token.colorWarningText
        : token.colorTextSecondary;

  return (
    <Flex vertical gap={10}>
      <Flex vertical gap={4}>
        <label htmlFor={ids.text}>
          <Typography.Text strong>Texto para {socialNetwork(draft.network).label}</Typography.Text>
        </label>
        <Input.TextArea
          id={ids.text}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
          autoSize={{ minRows: 3, maxRows: 10 }}
          status={count.state === 'over' ? 'error' : undefined}
          aria-describedby={ids.counter}
        />
        <Typography.Text
          id={ids.counter}
          data-testid="caption-counter"
          data-state={count.state}
          style={{ color, fontSize: 12, alignSelf: 'flex-end' }}
          aria-live="polite"
        >
          <span aria-hidden>{described.short}</span>
          <span style={VISUALLY_HIDDEN}>{described.long}</span>
          {count.state === 'over' ? <span aria-hidden> · {-count.remaining} de más</span> : null}
        </Typography.Text>
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={ids.hashtags}>
          <Typography.Text strong>Hashtags</Typography.Text>
        </label>
        <Input
          id={ids.hashtags}
          value={draft.hashtags}
          onChange={(event) => onChange({ ...draft, hashtags: event.target.value })}
          status={parsed.invalid.length > 0 ? 'error' : undefined}
          placeholder="#forex #gestióndelriesgo"
        />
        {parsed.invalid.length > 0 ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            No válidos: {parsed.invalid.join(', ')} (solo letras, números y _).
          </Typography.Text>
        ) : null}
      </Flex>
      <Flex gap={12} wrap>
        <Flex vertical gap={4} style={{ flex: '1 1 200px' }}>
          <label htmlFor={ids.when}>
            <Typography.Text strong>Fecha y hora</Typography.Text>
          </label>
          <Input
            id={ids.when}
            type="datetime-local"
            value={draft.when}
            onChange={(event) => onChange({ ...draft, when: event.target.value })}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Zona horaria: {timeZone}
          </Typography.Text>
        </Flex>
        <Flex vertical gap={4} style={{ flex: '1 1 140px' }}>
          <label htmlFor={ids.status}>
            <Typography.Text strong>Estado</Typography.Text>
          </label>
          <Select
            id={ids.status}
            value={draft.status}
            onChange={(status: SocialPostStatus) => onChange({ ...draft, status })}
            options={SOCIAL_POST_STATUSES.map((value) => ({
              value,
              label: SOCIAL_POST_STATUS_LABELS[value],
            }))}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}

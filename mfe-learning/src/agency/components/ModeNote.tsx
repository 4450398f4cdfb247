import { Typography } from 'antd';

/** Why the model's answer was replaced by local mode, when it was. */
export function ModeNote({ note }: { note: string | null }) {
  return note ? (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {note}
    </Typography.Text>
  ) : null;
}

import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from '@pipcrafters/ui';

const integer = new Intl.NumberFormat('es-ES');

/** "Me gusta" and how many, pressed when the user likes it (a toggle button). */
export function LikeButton({
  liked,
  count,
  onToggle,
  disabled,
  size = 'middle',
}: {
  liked: boolean;
  count: number;
  onToggle: () => void;
  disabled?: boolean;
  size?: 'small' | 'middle';
}) {
  return (
    <Button
      size={size}
      className="pcc-like"
      aria-pressed={liked}
      icon={liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      onClick={onToggle}
      disabled={disabled}
      data-testid="me-gusta"
    >
      Me gusta {integer.format(count)}
    </Button>
  );
}

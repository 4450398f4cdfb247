import { ExclamationCircleOutlined } from '@ant-design/icons';
import { SMALL_SAMPLE } from '@pipcrafters/contracts';
import { Tag, Tooltip } from '@pipcrafters/ui';

/**
 * "muestra pequeña": fewer trades than a figure needs to mean much. A neutral tag (antd's warning colours read at
 * 1.8:1 on the light theme).
 */
export function SmallSampleTag() {
  return (
    <Tooltip title={`Menos de ${SMALL_SAMPLE} operaciones: la cifra puede deberse al azar.`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard can read its tooltip. */}
      <span tabIndex={0}>
        <Tag>
          <ExclamationCircleOutlined aria-hidden /> muestra pequeña
        </Tag>
      </span>
    </Tooltip>
  );
}

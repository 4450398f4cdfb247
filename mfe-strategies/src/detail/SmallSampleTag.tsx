import { ExclamationCircleOutlined } from '@ant-design/icons';
import { SMALL_SAMPLE } from '@pipcrafters/contracts';
import { Tooltip } from '@pipcrafters/ui';
import { Tag } from 'antd';

/** "muestra pequeña": fewer trades than a figure needs to mean much (a neutral tag, readable in both themes). */
export function SmallSampleTag() {
  return (
    <Tooltip title={`Menos de ${SMALL_SAMPLE} operaciones: la cifra puede deberse al azar.`}>
      <Tag icon={<ExclamationCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }} tabIndex={0}>
        muestra pequeña
      </Tag>
    </Tooltip>
  );
}

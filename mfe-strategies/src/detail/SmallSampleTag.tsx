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

/** The same mark where a tag does not fit (a narrow table): an icon named "muestra pequeña" with its explanation. */
export function SmallSampleMark() {
  return (
    <Tooltip title={`Muestra pequeña: menos de ${SMALL_SAMPLE} operaciones, la cifra puede deberse al azar.`}>
      <ExclamationCircleOutlined
        role="img"
        aria-label="muestra pequeña"
        tabIndex={0}
        style={{ marginInlineStart: 4 }}
      />
    </Tooltip>
  );
}

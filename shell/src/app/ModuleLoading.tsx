import { Flex, Spin, Typography } from 'antd';

export const MODULE_LOADING_TEXT = 'Cargando módulo...';

/** The spec's lazy-loading fallback. */
export function ModuleLoading() {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: 240 }} role="status">
      <Spin />
      <Typography.Text type="secondary">{MODULE_LOADING_TEXT}</Typography.Text>
    </Flex>
  );
}

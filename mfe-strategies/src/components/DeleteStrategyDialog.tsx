import { Modal, Typography } from 'antd';
import { StrategyMessages } from '../api/errors';
import { StrategyErrorAlert } from './StrategyError';

/**
 * "¿Eliminar…?": what goes (the strategy, its versions and screenshots) and what stays (the journal's trades keep
 * their history with the strategy's name). The error, if the delete fails, is shown inside.
 */
export function DeleteStrategyDialog({
  name,
  open,
  deleting,
  error,
  onConfirm,
  onCancel,
}: {
  name: string;
  open: boolean;
  deleting: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title={`¿Eliminar «${name}»?`}
      okText="Eliminar"
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      confirmLoading={deleting}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Se borran la estrategia, sus versiones y sus capturas, y no se pueden recuperar.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Las operaciones de tu diario asignadas a ella conservan su historial con el nombre «{name}»: sus
        resultados no cambian.
      </Typography.Paragraph>
      {error ? <StrategyErrorAlert title={StrategyMessages.remove} error={error} /> : null}
    </Modal>
  );
}

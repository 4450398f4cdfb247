import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  RollbackOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { Strategy } from '@pipcrafters/contracts';
import { Button, Flex, LinkButton, lazyWithAntd } from '@pipcrafters/ui';
import { Suspense, useState } from 'react';
import { useStrategyActions } from '../hooks/useStrategyActions';

/** The confirmation is drawn with antd's Modal: it downloads (with antd's provider) when first asked for. */
const DeleteStrategyDialog = lazyWithAntd(() =>
  import('./DeleteStrategyDialog').then((module) => module.DeleteStrategyDialog),
);

/**
 * Edit, duplicate, retire (or reactivate) and delete, for one strategy. Each button names the strategy for screen
 * readers ("Editar Ruptura de Londres"), since a list shows the same buttons for every card.
 */
export function StrategyActions({
  strategy,
  size,
  onDuplicated,
  onDeleted,
}: {
  strategy: Strategy;
  size?: 'small' | 'middle';
  onDuplicated?: (copy: Strategy) => void;
  onDeleted?: (id: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first request on, so closing it plays its animation and a second opening waits for nothing.
  const [asked, setAsked] = useState(false);
  const { duplicate, setStatus, remove } = useStrategyActions({
    onDuplicated,
    onDeleted: (id) => {
      setConfirming(false);
      onDeleted?.(id);
    },
  });
  const retired = strategy.status === 'retirada';
  return (
    <Flex gap={8} wrap>
      <LinkButton
        to={`/estrategias/${encodeURIComponent(strategy.id)}/edit`}
        size={size}
        icon={<EditOutlined aria-hidden />}
        aria-label={`Editar ${strategy.name}`}
      >
        Editar
      </LinkButton>
      <Button
        size={size}
        icon={<CopyOutlined aria-hidden />}
        loading={duplicate.isPending}
        onClick={() => duplicate.mutate(strategy)}
        aria-label={`Duplicar ${strategy.name}`}
      >
        Duplicar
      </Button>
      <Button
        size={size}
        icon={retired ? <RollbackOutlined aria-hidden /> : <StopOutlined aria-hidden />}
        loading={setStatus.isPending}
        onClick={() => setStatus.mutate({ strategy, status: retired ? 'activa' : 'retirada' })}
        aria-label={`${retired ? 'Reactivar' : 'Retirar'} ${strategy.name}`}
      >
        {retired ? 'Reactivar' : 'Retirar'}
      </Button>
      <Button
        size={size}
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => {
          remove.reset();
          setAsked(true);
          setConfirming(true);
        }}
        aria-label={`Eliminar ${strategy.name}`}
      >
        Eliminar
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <DeleteStrategyDialog
            name={strategy.name}
            open={confirming}
            deleting={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate(strategy)}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}

import { AimOutlined, TagsOutlined } from '@ant-design/icons';
import type { JournalStrategy } from '@pipcrafters/contracts';
import { Button, Flex, Popover, Select, Typography } from 'antd';
import { useState } from 'react';
import { StrategySelect } from '../strategies/StrategySelect';

/** «Etiquetar»: tags added to and taken from every selected trade, typed in a popover. */
function BulkTagButton({
  onApply,
  busy,
}: {
  onApply: (add: string[], remove: string[]) => void;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Etiquetar las seleccionadas"
      content={
        <Flex vertical gap={8} style={{ width: 260 }}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            aria-label="Añadir etiquetas"
            placeholder="Añadir etiquetas"
            value={add}
            onChange={setAdd}
          />
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            aria-label="Quitar etiquetas"
            placeholder="Quitar etiquetas"
            value={remove}
            onChange={setRemove}
          />
          <Button
            type="primary"
            disabled={add.length + remove.length === 0}
            loading={busy}
            onClick={() => {
              onApply(add, remove);
              setOpen(false);
              setAdd([]);
              setRemove([]);
            }}
          >
            Aplicar
          </Button>
        </Flex>
      }
    >
      <Button icon={<TagsOutlined />}>Etiquetar</Button>
    </Popover>
  );
}

/** «Asignar estrategia»: one strategy (or none) for every selected trade. */
function BulkStrategyButton({
  strategies,
  onApply,
  busy,
}: {
  strategies: readonly JournalStrategy[];
  onApply: (strategyId: string | null) => void;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [strategyId, setStrategyId] = useState<string | null>(null);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Asignar estrategia a las seleccionadas"
      content={
        <Flex vertical gap={8} style={{ width: 260 }}>
          <StrategySelect
            purpose="assign"
            aria-label="Estrategia para las seleccionadas"
            placeholder="Sin estrategia"
            strategies={strategies}
            value={strategyId}
            onChange={setStrategyId}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Sin estrategia, se la quitas. Sus reglas quedan sin revisar: márcalas en cada operación.
          </Typography.Text>
          <Button
            type="primary"
            loading={busy}
            onClick={() => {
              onApply(strategyId);
              setOpen(false);
              setStrategyId(null);
            }}
          >
            Asignar
          </Button>
        </Flex>
      }
    >
      <Button icon={<AimOutlined />}>Asignar estrategia</Button>
    </Popover>
  );
}

/**
 * The bulk actions drawn with antd (popovers with a tags field and a searchable strategy picker): they show only once
 * trades are selected, so the list loads them then (lazyWithAntd), not with the page.
 */
export function BulkEditButtons({
  strategies,
  busy,
  onTag,
  onStrategy,
}: {
  strategies: readonly JournalStrategy[];
  busy: boolean;
  onTag: (add: string[], remove: string[]) => void;
  onStrategy: (strategyId: string | null) => void;
}) {
  return (
    <>
      <BulkTagButton busy={busy} onApply={onTag} />
      <BulkStrategyButton strategies={strategies} busy={busy} onApply={onStrategy} />
    </>
  );
}

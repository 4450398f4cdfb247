import type { Budget } from '@pipcrafters/contracts';
import { formatPercent } from '@pipcrafters/ui';
import { Button, Flex, Popconfirm, Progress, Typography, theme } from 'antd';
import { budgetStatus, spentText } from './budget-status';

/** A category's budget: a bar that turns red once passed, what is left or by how much it was passed. */
export function BudgetRow({
  budget,
  onChange,
  onRemove,
  removing,
}: {
  budget: Budget;
  onChange: () => void;
  onRemove: () => Promise<unknown>;
  removing: boolean;
}) {
  const { token } = theme.useToken();
  const status = budgetStatus(budget);
  return (
    <li data-testid="presupuesto" style={{ listStyle: 'none' }}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong>{budget.categoryName}</Typography.Text>
        <Typography.Text type="secondary">{spentText(budget)}</Typography.Text>
      </Flex>
      <Progress
        percent={status.percent}
        // 'normal' keeps the percentage as its text (antd swaps in an icon for 'exception' and at 100 %).
        status="normal"
        strokeColor={status.over ? token.colorError : token.colorPrimary}
        format={() => formatPercent(budget.progressPct)}
        aria-label={`Presupuesto de ${budget.categoryName}`}
        aria-valuetext={status.text}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type={status.over ? 'danger' : 'secondary'} strong={status.over}>
          {status.text}
        </Typography.Text>
        <Flex gap={4}>
          <Button
            size="small"
            type="link"
            onClick={onChange}
            aria-label={`Cambiar el presupuesto de ${budget.categoryName}`}
          >
            Cambiar
          </Button>
          <Popconfirm
            title={`¿Quitar el presupuesto de ${budget.categoryName}?`}
            description="Sus gastos siguen anotados; solo deja de tener límite este mes."
            okText="Quitar"
            okButtonProps={{ danger: true }}
            cancelText="Cancelar"
            onConfirm={() => onRemove().catch(() => undefined)}
          >
            <Button
              size="small"
              type="link"
              danger
              loading={removing}
              aria-label={`Quitar el presupuesto de ${budget.categoryName}`}
            >
              Quitar
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </li>
  );
}

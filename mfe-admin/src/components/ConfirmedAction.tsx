import { LazyPopconfirm } from '@pipcrafters/ui';

interface ConfirmedActionProps {
  label: string;
  /** The button's name for screen readers, which tells the rows apart ("Suspender: ana@example.com"). */
  ariaLabel: string;
  title: string;
  description: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
}

/**
 * A row action of Panel Admin that asks first. The table is drawn without antd; the question is antd's Popconfirm
 * (a tooltip beside the button with «Cancelar» and «Confirmar», as before), which comes with the first press (the
 * kit's LazyPopconfirm).
 */
export function ConfirmedAction({ label, ariaLabel, ...question }: ConfirmedActionProps) {
  return (
    <LazyPopconfirm size="small" aria-label={ariaLabel} okText="Confirmar" {...question}>
      {label}
    </LazyPopconfirm>
  );
}

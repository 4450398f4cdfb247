import { lazyWithAntd } from '@pipcrafters/ui';
import { type ComponentProps, Suspense, useState } from 'react';
import type { ConfirmDelete as ConfirmDeleteDialog } from './ConfirmDelete';
import type { ReportDialog as ReportDialogForm } from './ReportDialog';

// The dialogs are drawn with antd (Modal, Form, Radio): they load with their first opening, together with the shell's
// antd provider (lazyWithAntd), so a post's first view downloads none of it. Once opened they stay mounted, so antd's
// closing animation plays.
const ConfirmDeleteAntd = lazyWithAntd(() =>
  import('./ConfirmDelete').then((module) => module.ConfirmDelete),
);
const ReportDialogAntd = lazyWithAntd(() => import('./ReportDialog').then((module) => module.ReportDialog));

/** True from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** "¿Eliminar…?" (see ConfirmDelete), loaded when first asked. */
export function ConfirmDelete(props: ComponentProps<typeof ConfirmDeleteDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteAntd {...props} />
    </Suspense>
  );
}

/** A report's dialog (see ReportDialog), loaded when first opened. */
export function ReportDialog(props: ComponentProps<typeof ReportDialogForm>) {
  const opened = useOpenedOnce(props.target !== null);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialogAntd {...props} />
    </Suspense>
  );
}

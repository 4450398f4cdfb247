import type { RemoteDefinition } from '@pipcrafters/contracts';
import { Button, Card, Result } from 'antd';

interface RemoteErrorCardProps {
  remote: RemoteDefinition;
  onRetry: () => void;
}

/** Shown in place of an area whose remote could not load; the rest of the shell keeps working. */
export function RemoteErrorCard({ remote, onRetry }: RemoteErrorCardProps) {
  return (
    <Card data-testid={`remote-error-${remote.name}`}>
      <Result
        status="error"
        title={`No se pudo cargar ${remote.label}`}
        subTitle="Esta sección no está disponible en este momento. El resto de PipCrafters sigue funcionando; vuelve a intentarlo en unos segundos."
        extra={
          <Button type="primary" onClick={onRetry}>
            Reintentar
          </Button>
        }
      />
    </Card>
  );
}

import { LinkButton } from '@pipcrafters/ui';
import { Result } from 'antd';

/** A signed-in user without the role a page needs (the admin pages): said plainly, with a way home. */
export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>Acceso denegado</h1>}
      subTitle="No tienes permisos para ver esta página. Si crees que es un error, contacta con un administrador."
      extra={
        <LinkButton to="/" type="primary">
          Volver al inicio
        </LinkButton>
      }
    />
  );
}

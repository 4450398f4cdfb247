import { LinkButton } from '@pipcrafters/ui';
import { Result } from 'antd';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>Página no encontrada</h1>}
      subTitle="La página que buscas no existe o ha cambiado de dirección."
      extra={
        <LinkButton to="/" type="primary">
          Volver al inicio
        </LinkButton>
      }
    />
  );
}

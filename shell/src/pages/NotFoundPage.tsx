import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>Página no encontrada</h1>}
      subTitle="La página que buscas no existe o ha cambiado de dirección."
      extra={
        <Link to="/">
          <Button type="primary">Volver al inicio</Button>
        </Link>
      }
    />
  );
}

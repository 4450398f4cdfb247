import { ButtonLink } from '../public/public-ui';

/** Unknown paths, for visitors and inside the signed-in layout alike (no antd: a visitor's page stays light). */
export function NotFoundPage() {
  return (
    <div className="pc-not-found">
      <h1>Página no encontrada</h1>
      <p className="pc-secondary">La página que buscas no existe o ha cambiado de dirección.</p>
      <ButtonLink to="/" primary>
        Volver al inicio
      </ButtonLink>
    </div>
  );
}

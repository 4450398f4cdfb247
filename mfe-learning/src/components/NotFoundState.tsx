import { LinkButton, Result } from '@pipcrafters/ui';
import { errorMessage } from '../api/errors';

/** An unknown module or lesson: the server's Spanish message (the page's h1) and the way back to the course. */
export function NotFoundState({
  error,
  back = { to: '/aprende', label: 'Volver a Aprende' },
}: {
  error: unknown;
  back?: { to: string; label: string };
}) {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{errorMessage(error)}</h1>}
      subTitle="Puede que el enlace esté mal escrito o que el contenido ya no exista."
      extra={
        <LinkButton to={back.to} type="primary">
          {back.label}
        </LinkButton>
      }
    />
  );
}

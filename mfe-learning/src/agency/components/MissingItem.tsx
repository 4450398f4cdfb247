import { Button, Result } from 'antd';

/** A saved item the address names that does not exist (or is not the user's): the server's message and a way on. */
export function MissingItem({
  message,
  action,
  onAction,
}: {
  message: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Result
      status="warning"
      title={message}
      subTitle="Puede que se haya borrado o que el enlace esté mal escrito."
      extra={
        <Button type="primary" onClick={onAction}>
          {action}
        </Button>
      }
    />
  );
}

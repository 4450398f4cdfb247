import { Alert } from 'antd';
import { errorMessage } from '../../api/errors';
import { isRefusal } from '../api/refusal';

/**
 * A failed generation or save. A refusal (the input asked for signals or promised profits) is a warning with the
 * server's reason, not a failure; anything else is an error with its Spanish message.
 */
export function AgencyAlert({ error, failedTitle }: { error: unknown; failedTitle: string }) {
  if (isRefusal(error))
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        data-testid="agency-refusal"
        title="No podemos crear esto"
        description={error.message}
      />
    );
  return <Alert type="error" showIcon role="alert" title={failedTitle} description={errorMessage(error)} />;
}

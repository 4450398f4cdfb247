import { Alert } from 'antd';
import { errorMessage } from '../../api/errors';
import { isRefusal } from '../api/refusal';
import { Markdown } from './Markdown';

/**
 * A failed generation or save. A refusal (the input asked for signals or promised profits, or spoke of distress) is
 * a warning with the server's reason and the assistants' own answer to it (the lessons to read, or where to find
 * help), not a failure; anything else is an error with its Spanish message.
 */
export function AgencyAlert({ error, failedTitle }: { error: unknown; failedTitle: string }) {
  if (isRefusal(error)) {
    const explanation = typeof error.body.explanation === 'string' ? error.body.explanation : '';
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        data-testid="agency-refusal"
        title="No podemos crear esto"
        description={
          <>
            <p style={{ margin: 0 }}>{error.message}</p>
            {explanation ? <Markdown content={explanation} /> : null}
          </>
        }
      />
    );
  }
  return <Alert type="error" showIcon role="alert" title={failedTitle} description={errorMessage(error)} />;
}

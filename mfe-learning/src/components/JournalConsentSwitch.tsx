import { Alert, Button, Flex, Switch, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { errorMessage } from '../api/errors';

interface JournalConsentSwitchProps {
  /** "Clara puede leer mi diario", "MindCrafter puede leer mi diario". */
  label: string;
  checked: boolean;
  /** The setting is loading or being saved. */
  loading: boolean;
  /** The setting is not known yet. */
  disabled: boolean;
  /** The setting could not be read: it is not shown as off, the error is, with a retry. */
  loadError: unknown;
  onRetry: () => void;
  onChange: (checked: boolean) => void;
  /** What is read when it is on, said plainly; the switch is described by it. */
  children: ReactNode;
}

/** A consent to read the user's journal: a labelled switch described by what it allows, or why it cannot be shown. */
export function JournalConsentSwitch({
  label,
  checked,
  loading,
  disabled,
  loadError,
  onRetry,
  onChange,
  children,
}: JournalConsentSwitchProps) {
  const switchId = useId();
  const explanationId = useId();
  return (
    <>
      {loadError ? (
        <Alert
          type="error"
          showIcon
          title="No se pudo cargar el ajuste"
          description={errorMessage(loadError)}
          action={
            <Button size="small" onClick={onRetry}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <Flex align="center" gap={12}>
          <Switch
            id={switchId}
            checked={checked}
            loading={loading}
            disabled={disabled}
            onChange={onChange}
            aria-describedby={explanationId}
          />
          <label htmlFor={switchId}>{label}</label>
        </Flex>
      )}
      <Typography.Paragraph type="secondary" id={explanationId} style={{ margin: '12px 0 0' }}>
        {children}
      </Typography.Paragraph>
    </>
  );
}

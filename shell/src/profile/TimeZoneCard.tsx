import { ApiError } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { Card, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { authApi } from '../session/auth-api';
import { useSessionStore } from '../session/session-store';
import { timeZoneLabel, timeZoneOptions } from './time-zones';

/** The zone the user's days are counted in (first saved from the browser on sign-in), searchable by name. */
export function TimeZoneCard() {
  const { toast } = useToast();
  const timeZone = useSessionStore((state) => state.user?.preferences.timeZone ?? null);
  const setUser = useSessionStore((state) => state.setUser);
  const trackSubmission = useSessionStore((state) => state.trackSubmission);
  const [saving, setSaving] = useState(false);
  const options = useMemo(() => timeZoneOptions(timeZone), [timeZone]);

  const choose = async (chosen: string) => {
    setSaving(true);
    try {
      const { user } = await trackSubmission(authApi.updateUser({ preferences: { timeZone: chosen } }));
      setUser(user);
      toast({ title: 'Zona horaria actualizada', description: timeZoneLabel(chosen), variant: 'success' });
    } catch (error) {
      toast({
        title: 'No se pudo guardar la zona horaria',
        description: error instanceof ApiError ? error.message : Messages.unknownError,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Región">
      <Flex vertical gap={8}>
        <Typography.Text id="time-zone-label">Zona horaria</Typography.Text>
        <Select<string>
          aria-labelledby="time-zone-label"
          aria-describedby="time-zone-help"
          value={timeZone ?? undefined}
          placeholder="Elige tu zona horaria"
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value) => void choose(value)}
          loading={saving}
          disabled={saving}
          style={{ width: '100%' }}
        />
        <Typography.Text type="secondary" id="time-zone-help">
          Las rachas y las misiones diarias cuentan los días en esta zona.
        </Typography.Text>
      </Flex>
    </Card>
  );
}

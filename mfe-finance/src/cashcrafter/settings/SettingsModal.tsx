import { LinkButton } from '@pipcrafters/ui';
import { Form, Input, Select, Typography } from 'antd';
import { type CashSettingsUpdate, cashApi } from '../../api/cash-api';
import { amountRule, amountToInput, amountValue } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { FormModal } from '../FormModal';

interface SettingsDraft {
  mainCurrency: string;
  affordableLoss: string;
}

/** The main currency every total is converted to, and what the user can afford to lose trading. */
export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { settings } = useCashData();
  const [form] = Form.useForm<SettingsDraft>();
  const currency = Form.useWatch('mainCurrency', form) ?? settings.mainCurrency;
  const save = useCashMutation(
    (update: CashSettingsUpdate) => cashApi.updateSettings(update),
    {
      success: () => 'Ajustes guardados',
      failure: 'No se pudieron guardar los ajustes',
    },
    onClose,
  );
  return (
    <FormModal<SettingsDraft>
      open={open}
      title="Ajustes de CashCrafter"
      okText="Guardar"
      form={form}
      name="ajustes-cash"
      values={() => ({
        mainCurrency: settings.mainCurrency,
        affordableLoss: amountToInput(settings.affordableLoss),
      })}
      saving={save.isPending}
      onClose={onClose}
      onFinish={(values) =>
        save.mutate({
          mainCurrency: values.mainCurrency,
          affordableLoss: values.affordableLoss?.trim()
            ? amountValue(values.affordableLoss, 'notNegative')
            : null,
        })
      }
    >
      <Form.Item
        name="mainCurrency"
        label="Divisa principal"
        extra="El patrimonio, los presupuestos y los informes se muestran convertidos a esta divisa."
        rules={[{ required: true, message: 'Elige la divisa principal.' }]}
      >
        <Select showSearch options={settings.currencies.map((code) => ({ value: code, label: code }))} />
      </Form.Item>
      <Form.Item
        name="affordableLoss"
        label="Cuánto puedo permitirme perder"
        extra="El dinero que podrías perder operando sin que cambie tu vida: ni el alquiler, ni tus ahorros para imprevistos. Déjalo vacío si aún no lo sabes."
        rules={[amountRule('notNegative')]}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="Por ejemplo: 1.500" suffix={currency} />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Los movimientos recurrentes se anotan según la zona horaria {settings.timeZone}.{' '}
        <LinkButton type="link" to="/profile" style={{ padding: 0, height: 'auto' }}>
          Cambiarla en tu perfil
        </LinkButton>
      </Typography.Paragraph>
    </FormModal>
  );
}

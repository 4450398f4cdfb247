import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { SectionCard } from '../SectionCard';
import { ImportHistory } from './ImportHistory';
import { ImportWizard } from './ImportWizard';

/** Importar: the bank statement wizard and the imports already made. */
export function ImportTab() {
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={16}>
      <SectionCard title="Importar movimientos del banco">
        <Flex vertical gap={12} align="flex-start">
          <Typography.Paragraph style={{ margin: 0 }}>
            Descarga de la web de tu banco el CSV de movimientos y tráelo aquí. Elegirás qué columna es la
            fecha, la descripción y el importe; verás cada fila antes de importar, con los movimientos que ya
            tenías marcados como duplicados para no anotarlos dos veces.
          </Typography.Paragraph>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setOpen(true)}>
            Importar extracto CSV
          </Button>
        </Flex>
      </SectionCard>
      <ImportHistory />
      <ImportWizard open={open} onClose={() => setOpen(false)} />
    </Flex>
  );
}

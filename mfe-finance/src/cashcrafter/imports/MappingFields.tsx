import { IMPORT_DATE_FORMATS, type ImportMapping, type ImportPreview } from '@pipcrafters/contracts';
import { Checkbox, Flex, Form, Radio, Select } from 'antd';
import {
  type AmountMode,
  amountMode,
  columnCount,
  columnOptions,
  DATE_FORMAT_LABELS,
  DECIMAL_OPTIONS,
  DELIMITER_OPTIONS,
  withAmountMode,
} from './import-mapping';

const DATE_FORMAT_OPTIONS = IMPORT_DATE_FORMATS.map((format) => ({
  value: format,
  label: DATE_FORMAT_LABELS[format],
}));
const FIELD = { flex: '1 1 200px', marginBottom: 12 } as const;

/** How the file is read: separators, header row, and which column is the date, the description and the amount. */
export function MappingFields({
  mapping,
  preview,
  onChange,
}: {
  mapping: ImportMapping;
  preview: Pick<ImportPreview, 'headers' | 'sample'>;
  onChange: (mapping: ImportMapping) => void;
}) {
  const set = (patch: Partial<ImportMapping>) => onChange({ ...mapping, ...patch });
  const columns = columnOptions(preview, mapping.hasHeader);
  const mode = amountMode(mapping);
  const column = (id: string, label: string, value: number | null, field: keyof ImportMapping) => (
    <Form.Item label={label} htmlFor={id} style={FIELD}>
      <Select<number>
        id={id}
        value={value ?? undefined}
        placeholder="Elige la columna"
        options={columns}
        virtual={false}
        onChange={(chosen) => set({ [field]: chosen })}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" component="div">
      <Flex gap={12} wrap>
        <Form.Item label="Separador de columnas" htmlFor="importar-separador" style={FIELD}>
          <Select
            id="importar-separador"
            value={mapping.delimiter}
            options={DELIMITER_OPTIONS}
            onChange={(delimiter) => set({ delimiter })}
          />
        </Form.Item>
        <Form.Item label="Separador decimal" htmlFor="importar-decimal" style={FIELD}>
          <Select
            id="importar-decimal"
            value={mapping.decimalSeparator}
            options={DECIMAL_OPTIONS}
            onChange={(decimalSeparator) => set({ decimalSeparator })}
          />
        </Form.Item>
        <Form.Item style={{ ...FIELD, alignSelf: 'flex-end' }}>
          <Checkbox
            checked={mapping.hasHeader}
            onChange={(event) => set({ hasHeader: event.target.checked })}
          >
            La primera fila tiene los títulos
          </Checkbox>
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        {column('importar-fecha', 'Columna de la fecha', mapping.dateColumn, 'dateColumn')}
        <Form.Item label="Formato de la fecha" htmlFor="importar-formato-fecha" style={FIELD}>
          <Select
            id="importar-formato-fecha"
            value={mapping.dateFormat}
            options={DATE_FORMAT_OPTIONS}
            onChange={(dateFormat) => set({ dateFormat })}
          />
        </Form.Item>
        {column(
          'importar-descripcion',
          'Columna de la descripción',
          mapping.descriptionColumn,
          'descriptionColumn',
        )}
      </Flex>
      <Form.Item label="Importes" style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label="Importes"
          value={mode}
          onChange={(event) =>
            onChange(withAmountMode(mapping, event.target.value as AmountMode, columnCount(preview)))
          }
          options={[
            { value: 'single', label: 'Una columna con signo (negativo = gasto)' },
            { value: 'split', label: 'Dos columnas: cargos y abonos' },
          ]}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        {mode === 'single' ? (
          column('importar-importe', 'Columna del importe', mapping.amountColumn, 'amountColumn')
        ) : (
          <>
            {column('importar-cargos', 'Columna de cargos (gastos)', mapping.debitColumn, 'debitColumn')}
            {column('importar-abonos', 'Columna de abonos (ingresos)', mapping.creditColumn, 'creditColumn')}
          </>
        )}
      </Flex>
    </Form>
  );
}

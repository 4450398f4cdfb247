import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Col,
  Flex,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Row,
  Select,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '../api/errors';
import { type CsvPreview, journalApi, journalKeys } from '../api/journal-api';
import {
  CSV_FIELDS,
  type CsvMapping,
  type CsvMappingDraft,
  DATE_FORMATS,
  fromCsvMapping,
  guessColumns,
  missingFields,
  toCsvMapping,
} from '../imports/csv-mapping';
import { TimeZoneSelect } from './TimeZoneSelect';

function initialDraft(preview: CsvPreview, timeZone: string): CsvMappingDraft {
  if (preview.preset) return fromCsvMapping(preview.preset.mapping);
  return {
    mode: 'trades',
    delimiter: (preview.delimiter as CsvMappingDraft['delimiter']) || 'auto',
    decimalComma: false,
    dateFormat: DATE_FORMATS[1] as string,
    timeZone,
    skipRows: 0,
    costsArePositive: false,
    columns: guessColumns('trades', preview.header),
    buy: [],
    sell: [],
  };
}

function Labelled({ label, children, id }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id} style={{ fontSize: 13 }}>
        {label}
      </label>
      {children}
    </Flex>
  );
}

/**
 * A CSV's columns mapped to the journal's fields: the file's first rows, a column per field (suggested from the
 * header), the delimiter, decimal comma, date format and zone, and saving the mapping as a preset for next time.
 */
export function CsvMappingStep({
  file,
  timeZone,
  onConfirm,
  onCancel,
}: {
  file: File;
  timeZone: string;
  /** The mapping chosen, or undefined to let the server recognise a known export by its header. */
  onConfirm: (mapping: CsvMapping | undefined) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [reading, setReading] = useState<{ delimiter?: string; skipRows: number }>({ skipRows: 0 });
  const [draft, setDraft] = useState<CsvMappingDraft | null>(null);
  const [presetName, setPresetName] = useState('');
  const preview = useQuery({
    queryKey: ['journal', 'csv-preview', file.name, file.size, file.lastModified, reading],
    queryFn: () => journalApi.csvPreview(file, reading),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const presets = useQuery({
    queryKey: journalKeys.csvPresets(),
    queryFn: ({ signal }) => journalApi.csvPresets(signal),
  });
  const save = useMutation({
    mutationFn: (mapping: CsvMapping) => journalApi.saveCsvPreset(presetName.trim(), mapping),
    onSuccess: (preset) => {
      void queryClient.invalidateQueries({ queryKey: journalKeys.csvPresets() });
      toast({ title: 'Plantilla guardada', description: preset.name, variant: 'success' });
      setPresetName('');
    },
    onError: (error) =>
      toast({
        title: 'No se pudo guardar la plantilla',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const removePreset = useMutation({
    mutationFn: journalApi.deleteCsvPreset,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalKeys.csvPresets() }),
  });

  if (preview.isPending) return <Card loading />;
  if (preview.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="No se pudo leer el CSV"
        description={errorMessage(preview.error)}
        action={
          <Flex vertical gap={4}>
            <Button size="small" onClick={() => onConfirm(undefined)}>
              Detectar el formato automáticamente
            </Button>
            <Button size="small" onClick={onCancel}>
              Elegir otro archivo
            </Button>
          </Flex>
        }
      />
    );
  const current = draft ?? initialDraft(preview.data, timeZone);
  const set = (patch: Partial<CsvMappingDraft>) => setDraft({ ...current, ...patch });
  const header = preview.data.header;
  const columnOptions = header.map((name) => ({ value: name, label: name }));
  const missing = missingFields(current);

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Columnas del CSV
        </Typography.Title>
        {preview.data.preset ? (
          <Alert
            type="info"
            showIcon
            title={`Reconocido como «${preview.data.preset.name}». Revisa las columnas o continúa.`}
          />
        ) : null}
        <Flex gap={8} wrap align="center">
          <Select
            aria-label="Aplicar una plantilla guardada"
            placeholder="Aplicar una plantilla guardada"
            style={{ minWidth: 240 }}
            loading={presets.isPending}
            value={null}
            onChange={(id: string) => {
              const preset = presets.data?.find((item) => item.id === id);
              if (preset) setDraft(fromCsvMapping(preset.mapping));
            }}
            options={(presets.data ?? []).map((preset) => ({ value: preset.id, label: preset.name }))}
            notFoundContent="No tienes plantillas guardadas."
          />
          {(presets.data ?? []).map((preset) => (
            <Popconfirm
              key={preset.id}
              title={`¿Eliminar la plantilla «${preset.name}»?`}
              okText="Eliminar"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={() => removePreset.mutateAsync(preset.id).catch(() => undefined)}
            >
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Eliminar la plantilla ${preset.name}`}
              >
                {preset.name}
              </Button>
            </Popconfirm>
          ))}
        </Flex>
        <Table<string[]>
          size="small"
          aria-label="Primeras filas del archivo"
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowKey={(_row) => JSON.stringify(_row)}
          dataSource={preview.data.rows.slice(0, 5)}
          columns={header.map((name, index) => ({
            key: `${name}-${index}`,
            title: name,
            render: (_v, row) => row[index] ?? '',
          }))}
        />
        <Row gutter={[12, 12]}>
          <Col xs={24} sm={12} md={6}>
            <Labelled label="Separador" id={`${ids}-delimiter`}>
              <Select
                id={`${ids}-delimiter`}
                value={current.delimiter}
                onChange={(delimiter) => {
                  set({ delimiter });
                  setReading({ ...reading, delimiter: delimiter === 'auto' ? undefined : delimiter });
                }}
                options={[
                  { value: 'auto', label: 'Automático' },
                  { value: ',', label: 'Coma (,)' },
                  { value: ';', label: 'Punto y coma (;)' },
                  { value: '\t', label: 'Tabulador' },
                ]}
              />
            </Labelled>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Labelled label="Filas antes de la cabecera" id={`${ids}-skip`}>
              <InputNumber
                id={`${ids}-skip`}
                min={0}
                max={50}
                value={current.skipRows}
                onChange={(value) => {
                  const skipRows = value ?? 0;
                  set({ skipRows });
                  setReading({ ...reading, skipRows });
                }}
                style={{ width: '100%' }}
              />
            </Labelled>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Labelled label="Formato de fecha" id={`${ids}-date`}>
              <AutoComplete
                id={`${ids}-date`}
                value={current.dateFormat}
                onChange={(dateFormat: string) => set({ dateFormat })}
                options={DATE_FORMATS.map((format) => ({ value: format }))}
              />
            </Labelled>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Labelled label="Zona horaria del archivo" id={`${ids}-zone`}>
              <TimeZoneSelect
                id={`${ids}-zone`}
                value={current.timeZone}
                onChange={(zone) => set({ timeZone: zone })}
                allowEmpty
              />
            </Labelled>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Flex gap={8} align="center">
              <Switch
                id={`${ids}-comma`}
                checked={current.decimalComma}
                onChange={(decimalComma) => set({ decimalComma })}
              />
              <label htmlFor={`${ids}-comma`}>Decimales con coma (1.234,56)</label>
            </Flex>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Flex gap={8} align="center">
              <Switch
                id={`${ids}-costs`}
                checked={current.costsArePositive}
                onChange={(costsArePositive) => set({ costsArePositive })}
              />
              <label htmlFor={`${ids}-costs`}>Las comisiones figuran en positivo</label>
            </Flex>
          </Col>
          <Col xs={24} md={8}>
            <Radio.Group
              aria-label="Cada fila es"
              optionType="button"
              value={current.mode}
              onChange={(event) =>
                set({ mode: event.target.value, columns: guessColumns(event.target.value, header) })
              }
              options={[
                { value: 'trades', label: 'Una operación por fila' },
                { value: 'executions', label: 'Una ejecución por fila' },
              ]}
            />
          </Col>
        </Row>
        <Row gutter={[12, 12]}>
          {CSV_FIELDS[current.mode].map((field) => (
            <Col key={field.key} xs={24} sm={12} md={8}>
              <Labelled label={`${field.label}${field.required ? ' *' : ''}`} id={`${ids}-${field.key}`}>
                <Select
                  id={`${ids}-${field.key}`}
                  allowClear
                  mode={field.multiple ? 'multiple' : undefined}
                  placeholder="Sin columna"
                  value={current.columns[field.key] || undefined}
                  onChange={(value: string | string[] | undefined) =>
                    set({ columns: { ...current.columns, [field.key]: value } })
                  }
                  options={columnOptions}
                />
              </Labelled>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Labelled label="Valores de compra (opcional)" id={`${ids}-buy`}>
              <Select
                id={`${ids}-buy`}
                mode="tags"
                open={false}
                suffixIcon={null}
                value={current.buy}
                onChange={(buy) => set({ buy })}
                placeholder="buy, long, compra"
              />
            </Labelled>
          </Col>
          <Col xs={24} sm={12}>
            <Labelled label="Valores de venta (opcional)" id={`${ids}-sell`}>
              <Select
                id={`${ids}-sell`}
                mode="tags"
                open={false}
                suffixIcon={null}
                value={current.sell}
                onChange={(sell) => set({ sell })}
                placeholder="sell, short, venta"
              />
            </Labelled>
          </Col>
        </Row>
        {missing.length ? (
          <Alert type="warning" showIcon title={`Falta elegir: ${missing.join(', ')}.`} />
        ) : null}
        <Flex gap={8} wrap justify="space-between">
          <Flex gap={8} wrap>
            <Button
              type="primary"
              disabled={missing.length > 0}
              onClick={() => onConfirm(toCsvMapping(current))}
            >
              Ver vista previa
            </Button>
            <Button onClick={onCancel}>Cancelar</Button>
          </Flex>
          <Flex gap={8} wrap>
            <Input
              aria-label="Nombre de la plantilla"
              placeholder="Nombre de la plantilla"
              value={presetName}
              onChange={(event) => setPresetName(event.target.value)}
              maxLength={80}
              style={{ width: 220 }}
            />
            <Button
              icon={<SaveOutlined />}
              disabled={!presetName.trim() || missing.length > 0}
              loading={save.isPending}
              onClick={() => save.mutate(toCsvMapping(current))}
            >
              Guardar como plantilla
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}

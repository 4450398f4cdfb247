import { InboxOutlined } from '@ant-design/icons';
import type { ImportSummary, TradingAccount } from '@pipcrafters/contracts';
import { useRealtime, useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Progress, Select, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '../api/errors';
import { journalApi, journalKeys } from '../api/journal-api';
import type { CsvMapping } from '../imports/csv-mapping';
import { newUploadId } from '../imports/upload-id';
import { CsvMappingStep } from './CsvMappingStep';
import { ImportHistory } from './ImportHistory';
import { ImportSummaryView } from './ImportSummaryView';
import { TimeZoneSelect } from './TimeZoneSelect';

type Step = 'pick' | 'mapping' | 'preview' | 'importing' | 'done';
const isCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv';

/**
 * Importar: pick the account and drop a statement; a CSV first goes through the column mapping. A preview (which
 * writes nothing) shows what the file holds and the zone its times were read in; "Importar" then uploads it with a
 * progress bar (XMLHttpRequest's upload events, then the server's `import:progress` pushes while it writes).
 */
export function ImportTab({
  accounts,
  accountId,
  timeZone,
}: {
  accounts: TradingAccount[];
  accountId: string | undefined;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [target, setTarget] = useState<string>(accountId ?? accounts[0]?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>('pick');
  const [mapping, setMapping] = useState<CsvMapping | undefined>(undefined);
  const [uploaded, setUploaded] = useState(0);
  const [written, setWritten] = useState<{ done: number; total: number } | null>(null);
  const uploadId = useRef<string | null>(null);
  const account = accounts.find((item) => item.id === target);

  useRealtime('import:progress', (progress) => {
    if (progress.uploadId === uploadId.current) setWritten({ done: progress.done, total: progress.total });
  });

  const preview = useMutation({
    mutationFn: (options: { file: File; mapping?: CsvMapping; zone?: string }) =>
      journalApi.importFile({
        file: options.file,
        accountId: target,
        preview: true,
        mapping: options.mapping,
        timeZone: options.zone,
      }),
    onSuccess: () => setStep('preview'),
  });
  const commit = useMutation({
    mutationFn: (summary: ImportSummary) => {
      uploadId.current = newUploadId();
      setUploaded(0);
      setWritten(null);
      setStep('importing');
      return journalApi.importFile(
        {
          file: file as File,
          accountId: target,
          preview: false,
          mapping,
          timeZone: summary.timeZone,
          uploadId: uploadId.current,
        },
        { onUploadProgress: setUploaded },
      );
    },
    onSuccess: (summary) => {
      setStep('done');
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      toast({
        title: 'Importación completada',
        description: `${summary.imported} operaciones nuevas, ${summary.duplicates} ya estaban.`,
        variant: 'success',
      });
    },
    onError: () => setStep('preview'),
  });

  const reset = () => {
    setFile(null);
    setMapping(undefined);
    setStep('pick');
    preview.reset();
    commit.reset();
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    setMapping(undefined);
    preview.reset();
    commit.reset();
    if (isCsv(chosen)) setStep('mapping');
    else preview.mutate({ file: chosen });
  };

  const summary = preview.data;
  const writePercent = written && written.total > 0 ? Math.round((written.done / written.total) * 100) : 0;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={8} align="center" wrap>
            <label htmlFor="importar-cuenta">Cuenta de destino</label>
            <Select
              id="importar-cuenta"
              value={target}
              disabled={step === 'importing'}
              onChange={(id: string) => {
                setTarget(id);
                reset();
              }}
              options={accounts.map((item) => ({ value: item.id, label: `${item.name} (${item.currency})` }))}
              style={{ minWidth: 220 }}
            />
          </Flex>
          {step === 'pick' || (step === 'preview' && !summary) ? (
            <Upload.Dragger
              accept=".htm,.html,.xlsx,.csv,.txt"
              multiple={false}
              showUploadList={false}
              disabled={preview.isPending}
              beforeUpload={(chosen) => {
                choose(chosen);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">Arrastra aquí tu extracto o pulsa para elegirlo</p>
              <p className="ant-upload-hint">
                MetaTrader 4 o 5 (HTML), MetaTrader 5 (Excel .xlsx), cTrader (HTML) o CSV. Hasta 25 MB.
                Primero verás una vista previa: no se guarda nada hasta que pulses «Importar».
              </p>
            </Upload.Dragger>
          ) : null}
          {preview.isPending ? (
            <Progress percent={100} status="active" showInfo={false} aria-label="Leyendo el archivo" />
          ) : null}
          {preview.isError ? (
            <Alert
              type="error"
              showIcon
              title="No se pudo leer el archivo"
              description={errorMessage(preview.error)}
              action={
                file && isCsv(file) ? (
                  <Button size="small" onClick={() => setStep('mapping')}>
                    Elegir columnas
                  </Button>
                ) : undefined
              }
            />
          ) : null}
        </Flex>
      </Card>

      {step === 'mapping' && file ? (
        <CsvMappingStep
          file={file}
          timeZone={timeZone}
          onCancel={reset}
          onConfirm={(chosen) => {
            setMapping(chosen);
            preview.mutate({ file, mapping: chosen, zone: chosen?.timeZone ?? undefined });
          }}
        />
      ) : null}

      {(step === 'preview' || step === 'importing') && summary ? (
        <Card>
          <Flex vertical gap={16}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              Vista previa
            </Typography.Title>
            <Flex gap={8} align="center" wrap>
              <label htmlFor="importar-zona">Horas del extracto leídas en</label>
              <TimeZoneSelect
                id="importar-zona"
                value={summary.timeZone}
                onChange={(zone) => {
                  if (zone && file) preview.mutate({ file, mapping, zone });
                }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {summary.fileTimeZone
                  ? `El archivo indica ${summary.fileTimeZone}.`
                  : 'El archivo no indica su zona (hora del servidor del bróker): cámbiala si no es esta.'}
              </Typography.Text>
            </Flex>
            <ImportSummaryView summary={summary} currency={account?.currency ?? null} timeZone={timeZone} />
            {step === 'importing' ? (
              <Flex vertical gap={8} aria-live="polite">
                <Typography.Text>Subida del archivo</Typography.Text>
                <Progress percent={Math.round(uploaded * 100)} aria-label="Subida del archivo" />
                <Typography.Text>
                  {written
                    ? `Guardando operaciones: ${written.done} de ${written.total}`
                    : 'Guardando operaciones…'}
                </Typography.Text>
                <Progress percent={writePercent} status="active" aria-label="Guardando operaciones" />
              </Flex>
            ) : null}
            {commit.isError ? (
              <Alert
                type="error"
                showIcon
                title="No se pudo importar"
                description={errorMessage(commit.error)}
              />
            ) : null}
            <Flex gap={8} wrap>
              <Button
                type="primary"
                disabled={summary.found === 0 || preview.isPending}
                loading={step === 'importing'}
                onClick={() => commit.mutate(summary)}
              >
                Importar
              </Button>
              {file && isCsv(file) ? (
                <Button disabled={step === 'importing'} onClick={() => setStep('mapping')}>
                  Ajustar columnas
                </Button>
              ) : null}
              <Button disabled={step === 'importing'} onClick={reset}>
                Cancelar
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : null}

      {step === 'done' && commit.data ? (
        <Card>
          <Flex vertical gap={16}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              Importación completada
            </Typography.Title>
            <Alert
              type={commit.data.imported > 0 ? 'success' : 'info'}
              showIcon
              title={
                commit.data.imported > 0
                  ? `${commit.data.imported} operaciones importadas.`
                  : 'No había operaciones nuevas: todas estaban ya en el diario.'
              }
            />
            <ImportSummaryView
              summary={commit.data}
              currency={account?.currency ?? null}
              timeZone={timeZone}
            />
            <Flex>
              <Button type="primary" onClick={reset}>
                Importar otro archivo
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : null}

      <ImportHistory accounts={accounts} accountId={accountId} timeZone={timeZone} />
    </Flex>
  );
}

import { InboxOutlined } from '@ant-design/icons';
import type { ImportMapping, ImportPreview } from '@pipcrafters/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal, Select, Skeleton, Steps, Typography, Upload } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cashApi, type ImportRequest } from '../../api/cash-api';
import { errorMessage } from '../../api/errors';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { importableCount, importResultText, mappingProblems, previewCountsText } from './import-mapping';
import { MappingFields } from './MappingFields';
import { PreviewRows } from './PreviewRows';
import { type DecodedStatement, decodeStatement, statementProblem } from './read-file';
import { SampleTable } from './SampleTable';

interface ChosenFile extends DecodedStatement {
  /** Tells two choices of the same file apart in the preview's cache. */
  id: number;
  name: string;
}

const STEPS = [{ title: 'Archivo' }, { title: 'Columnas' }, { title: 'Revisar' }];

const previewKey = (file: ChosenFile | null, accountId: string | undefined, mapping: ImportMapping | null) =>
  ['finance', 'cash-import-preview', file?.id ?? 0, accountId ?? '', mapping] as const;

/**
 * Importing a bank's CSV, step by step: the account and the file (read in the browser, UTF-8 or Latin-1), the
 * columns (the service guesses them; every change previews again), then the rows as they would import, duplicates
 * and errors marked, before anything is written.
 */
export function ImportWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { openAccounts, accounts } = useCashData();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [accountId, setAccountId] = useState<string | undefined>(openAccounts[0]?.id);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  // The last file as the service read it: the columns stay on screen to be fixed when a mapping is refused.
  const [lastRead, setLastRead] = useState<ImportPreview | null>(null);
  const chosenFiles = useRef(0);
  const problems = mapping ? mappingProblems(mapping) : [];

  const preview = useQuery({
    queryKey: previewKey(file, accountId, mapping),
    queryFn: ({ signal }) =>
      cashApi.previewImport(
        { accountId: accountId as string, content: (file as ChosenFile).text, mapping: mapping ?? undefined },
        signal,
      ),
    // A mapping with a column used twice or missing is not sent: the page says what to fix.
    enabled: step > 0 && Boolean(file && accountId) && problems.length === 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    // A mapping the service refuses will not be accepted on a second try.
    retry: false,
  });

  useEffect(() => {
    if (!preview.data || preview.isPlaceholderData) return;
    setLastRead(preview.data);
    // The first preview guesses the mapping: it becomes the form's, already answered (no second request for it).
    if (mapping === null) {
      queryClient.setQueryData(previewKey(file, accountId, preview.data.mapping), preview.data);
      setMapping(preview.data.mapping);
    }
  }, [mapping, preview.data, preview.isPlaceholderData, queryClient, file, accountId]);

  const reset = () => {
    setStep(0);
    setFile(null);
    setFileProblem(null);
    setMapping(null);
    setLastRead(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const commit = useCashMutation(
    (request: ImportRequest) => cashApi.importStatement(request),
    {
      success: (result) => ({ title: importResultText(result), variant: 'success' }),
      failure: 'No se pudo importar el extracto',
    },
    close,
  );

  const choose = async (chosen: File) => {
    setMapping(null);
    setLastRead(null);
    try {
      const decoded = decodeStatement(await chosen.arrayBuffer());
      const problem = statementProblem(decoded.text);
      setFileProblem(problem);
      chosenFiles.current += 1;
      setFile(problem ? null : { ...decoded, id: chosenFiles.current, name: chosen.name });
    } catch {
      setFileProblem('No se pudo leer el archivo.');
      setFile(null);
    }
  };

  const account = accounts.find((item) => item.id === accountId);
  // What was read with the mapping now chosen; null while it is being read again, refused or not sent.
  const current = preview.data && !preview.isPlaceholderData && problems.length === 0 ? preview.data : null;
  const data = current ?? lastRead;
  const importable = current ? importableCount(current.counts) : 0;
  const busy = preview.isFetching;

  const previewState = preview.isError ? (
    <Alert
      type="error"
      showIcon
      title="El servicio no pudo leer el archivo así"
      description={errorMessage(preview.error)}
    />
  ) : null;

  let body: ReactNode;
  if (step === 0)
    body = (
      <Flex vertical gap={16}>
        <Form layout="vertical" component="div">
          <Form.Item label="Cuenta de destino" htmlFor="importar-cuenta" style={{ marginBottom: 0 }}>
            <Select
              id="importar-cuenta"
              value={accountId}
              onChange={(id: string) => {
                setAccountId(id);
                setMapping(null);
                setLastRead(null);
              }}
              options={openAccounts.map((item) => ({
                value: item.id,
                label: `${item.name} (${item.currency})`,
              }))}
            />
          </Form.Item>
        </Form>
        <Upload.Dragger
          accept=".csv,.txt,text/csv,text/plain"
          multiple={false}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void choose(chosen);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Arrastra aquí el CSV de tu banco o pulsa para elegirlo</p>
          <p className="ant-upload-hint">
            Con comas, puntos y coma o tabuladores; en UTF-8 o Latin-1. Nada se guarda hasta el último paso.
          </p>
        </Upload.Dragger>
        {file ? (
          <Alert
            type="info"
            showIcon
            title={`Archivo elegido: ${file.name}`}
            description={`Leído como ${file.encoding === 'UTF-8' ? 'UTF-8' : 'Latin-1 (Windows-1252)'}.`}
          />
        ) : null}
        {fileProblem ? <Alert type="error" showIcon title={fileProblem} /> : null}
      </Flex>
    );
  else if (!data) body = previewState ?? <Skeleton active paragraph={{ rows: 6 }} />;
  else if (step === 1)
    body = (
      <Flex vertical gap={12}>
        {mapping ? <MappingFields mapping={mapping} preview={data} onChange={setMapping} /> : null}
        {problems.map((problem) => (
          <Alert key={problem} type="warning" showIcon title={problem} />
        ))}
        {previewState}
        <Typography.Text aria-live="polite" strong>
          {busy
            ? 'Leyendo el archivo…'
            : current
              ? previewCountsText(current.counts)
              : 'Corrige las columnas para ver qué se importará.'}
        </Typography.Text>
        <SampleTable preview={data} hasHeader={mapping?.hasHeader ?? data.mapping.hasHeader} />
      </Flex>
    );
  else
    body = (
      <Flex vertical gap={12}>
        {previewState}
        <Alert
          type={importable > 0 ? 'info' : 'warning'}
          showIcon
          title={previewCountsText(data.counts)}
          description={
            importable > 0
              ? `Se añadirán a ${account?.name ?? 'la cuenta'}. Los duplicados (ya estaban en la cuenta) y las filas con errores se omiten.`
              : 'No hay nada nuevo que importar: revisa las columnas o elige otro archivo.'
          }
        />
        <PreviewRows rows={data.rows} counts={data.counts} currency={account?.currency ?? ''} />
      </Flex>
    );

  const next =
    step === 0 ? (
      <Button type="primary" disabled={!file || !accountId} onClick={() => setStep(1)}>
        Siguiente
      </Button>
    ) : step === 1 ? (
      <Button type="primary" disabled={!current || busy} onClick={() => setStep(2)}>
        Revisar
      </Button>
    ) : (
      <Button
        type="primary"
        disabled={importable === 0 || busy || !mapping || !file}
        loading={commit.isPending}
        onClick={() =>
          file &&
          mapping &&
          commit.mutate({ accountId: accountId as string, fileName: file.name, content: file.text, mapping })
        }
      >
        {importable === 1 ? 'Importar 1 movimiento' : `Importar ${importable} movimientos`}
      </Button>
    );

  return (
    <Modal
      open={open}
      title="Importar un extracto"
      width={960}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Button onClick={close}>Cancelar</Button>
          <Flex gap={8}>
            {step > 0 ? <Button onClick={() => setStep(step - 1)}>Atrás</Button> : null}
            {next}
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Steps current={step} items={STEPS} size="small" />
        {body}
      </Flex>
    </Modal>
  );
}

import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import {
  CONTENT_KIND_LABELS,
  CONTENT_LIMITS,
  type ContentDraftInput,
  type ContentExportFormat,
} from '@pipcrafters/contracts';
import { Tooltip } from '@pipcrafters/ui';
import { Button, Card, Col, Flex, Grid, Input, Row, Segmented, Typography, theme } from 'antd';
import { useDeferredValue, useId, useState } from 'react';
import { AgencyAlert } from '../components/AgencyAlert';
import { Citations } from '../components/Citations';
import { Markdown } from '../components/Markdown';
import { ModeNote } from '../components/ModeNote';
import { ModeTag } from '../components/ModeTag';
import { countWords } from './words';

/** The draft open in the editor: a generated one not saved yet (`id` null) or a saved one. */
export interface DraftState extends ContentDraftInput {
  id: string | null;
  /** Why a model's draft fell back to local mode, when it did (not kept with the draft). */
  note: string | null;
}

interface DraftEditorProps {
  draft: DraftState;
  onChange: (draft: DraftState) => void;
  /** The draft differs from what is saved (a new one always does). */
  dirty: boolean;
  saving: boolean;
  saveError: unknown;
  onSave: () => void;
  exporting: ContentExportFormat | null;
  onExport: (format: ContentExportFormat) => void;
}

/**
 * The draft in a Markdown editor: a plain text area beside its live preview (one above the other, switched, on a
 * phone), rendered by the assistants' own Markdown component; its mode, words and cited lessons; save and export.
 */
export function DraftEditor({
  draft,
  onChange,
  dirty,
  saving,
  saveError,
  onSave,
  exporting,
  onExport,
}: DraftEditorProps) {
  const { token } = theme.useToken();
  const wide = Grid.useBreakpoint().lg ?? false;
  const [pane, setPane] = useState<'write' | 'preview'>('write');
  const preview = useDeferredValue(draft.markdown);
  const titleId = useId();
  const markdownId = useId();
  const titleMissing = !draft.title.trim();
  const exportBlocked = draft.id === null || dirty;

  const writer = (
    <Flex vertical gap={4} style={{ height: '100%' }}>
      <label htmlFor={markdownId}>
        <Typography.Text strong>Texto en Markdown</Typography.Text>
      </label>
      <Input.TextArea
        id={markdownId}
        value={draft.markdown}
        onChange={(event) => onChange({ ...draft, markdown: event.target.value })}
        maxLength={CONTENT_LIMITS.markdownMax}
        autoSize={{ minRows: 14, maxRows: 30 }}
        spellCheck
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
      />
    </Flex>
  );
  const previewer = (
    <section aria-label="Vista previa" data-testid="draft-preview">
      {!wide ? null : (
        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
          Vista previa
        </Typography.Text>
      )}
      <div
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          padding: 12,
          minHeight: 200,
          maxHeight: wide ? 640 : undefined,
          overflowY: 'auto',
        }}
      >
        {preview.trim() ? (
          <Markdown content={preview} />
        ) : (
          <Typography.Text type="secondary">El borrador está vacío.</Typography.Text>
        )}
      </div>
    </section>
  );

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {draft.id ? 'Borrador guardado' : 'Borrador nuevo'}
        </Typography.Title>
        <Flex gap={6} align="center" wrap>
          <ModeTag mode={draft.mode} />
          <Typography.Text type="secondary">
            {CONTENT_KIND_LABELS[draft.kind]} · {countWords(draft.markdown)} palabras
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex vertical gap={12}>
        <ModeNote note={draft.note} />
        <div>
          <label htmlFor={titleId}>
            <Typography.Text strong>Título</Typography.Text>
          </label>
          <Input
            id={titleId}
            value={draft.title}
            maxLength={CONTENT_LIMITS.titleMax}
            status={titleMissing ? 'error' : undefined}
            aria-invalid={titleMissing}
            onChange={(event) => onChange({ ...draft, title: event.target.value })}
            style={{ marginTop: 4 }}
          />
          {titleMissing ? (
            <Typography.Text type="danger">El borrador necesita un título.</Typography.Text>
          ) : null}
        </div>
        {wide ? (
          <Row gutter={16}>
            <Col span={12}>{writer}</Col>
            <Col span={12}>{previewer}</Col>
          </Row>
        ) : (
          <>
            <Segmented<'write' | 'preview'>
              value={pane}
              onChange={setPane}
              options={[
                { value: 'write', label: 'Escribir' },
                { value: 'preview', label: 'Vista previa' },
              ]}
              aria-label="Editor o vista previa"
            />
            {pane === 'write' ? writer : previewer}
          </>
        )}
        <Citations citations={draft.citations} />
        {saveError ? <AgencyAlert error={saveError} failedTitle="No se pudo guardar el borrador" /> : null}
        <Flex gap={8} wrap align="center">
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={titleMissing || !draft.markdown.trim()}
            onClick={onSave}
          >
            {draft.id ? 'Guardar cambios' : 'Guardar borrador'}
          </Button>
          {(['md', 'html'] as const).map((format) => (
            <Tooltip key={format} title={exportBlocked ? 'Guarda el borrador para exportarlo.' : undefined}>
              <Button
                icon={<DownloadOutlined />}
                loading={exporting === format}
                disabled={exportBlocked}
                onClick={() => onExport(format)}
              >
                Exportar .{format}
              </Button>
            </Tooltip>
          ))}
          {dirty && draft.id ? <Typography.Text type="warning">Cambios sin guardar</Typography.Text> : null}
        </Flex>
      </Flex>
    </Card>
  );
}

import {
  CONTENT_KIND_LABELS,
  type ContentDraft,
  type ContentDraftInput,
  type ContentDraftSummary,
  type ContentExportFormat,
} from '@pipcrafters/contracts';
import { formatDateTime, PageHeading, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Empty, Flex, Row, Skeleton } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isNotFound } from '../../api/errors';
import { LoadError } from '../../components/LoadError';
import { contentApi, contentKeys } from '../api/content-api';
import { MissingItem } from '../components/MissingItem';
import { modeLabel } from '../components/ModeTag';
import { SavedList } from '../components/SavedList';
import { ContentGeneratorForm } from './ContentGeneratorForm';
import { DraftEditor, type DraftState } from './DraftEditor';

/** The address names the saved draft open (`?borrador=<id>`). */
const DRAFT_PARAM = 'borrador';

const stateOf = (draft: ContentDraft): DraftState => ({
  id: draft.id,
  title: draft.title,
  kind: draft.kind,
  markdown: draft.markdown,
  citations: draft.citations,
  mode: draft.mode,
  note: null,
});
const inputOf = (draft: DraftState): ContentDraftInput => ({
  title: draft.title.trim(),
  kind: draft.kind,
  markdown: draft.markdown,
  citations: draft.citations,
  mode: draft.mode,
});
const sameContent = (a: DraftState, b: DraftState) =>
  a.title === b.title && a.markdown === b.markdown && a.kind === b.kind;

/**
 * /models/content-agency: drafts (article, newsletter, lesson summary, thread) generated from a topic and grounded in
 * the lessons, edited in Markdown with a live preview, saved, and exported as Markdown or HTML.
 */
export function ContentAgencyPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(DRAFT_PARAM);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  /** The editor's draft and the version of it last saved or loaded (null for a generated one not saved yet). */
  const [draft, setDraft] = useState<DraftState | null>(null);
  const [saved, setSaved] = useState<DraftState | null>(null);
  const [exporting, setExporting] = useState<ContentExportFormat | null>(null);
  /** On a phone the editor is below the form: a new draft brings it into view. */
  const editorRef = useRef<HTMLDivElement>(null);

  const select = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(DRAFT_PARAM, id);
          else next.delete(DRAFT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const list = useQuery({
    queryKey: contentKeys.drafts(),
    queryFn: ({ signal }) => contentApi.drafts(signal),
  });
  const detail = useQuery({
    queryKey: contentKeys.draft(selectedId ?? ''),
    queryFn: ({ signal }) => contentApi.draft(selectedId as string, signal),
    enabled: selectedId !== null,
  });
  /**
   * The saved draft last put in the editor. The address follows a change a moment later (the router updates in a
   * transition), so while it still names the draft just left, that draft must not be loaded back over a new one.
   */
  const loadedId = useRef<string | null>(null);
  // A saved draft opened (from the list or the address) fills the editor once it has loaded.
  useEffect(() => {
    if (!detail.data || detail.data.id !== selectedId || loadedId.current === detail.data.id) return;
    loadedId.current = detail.data.id;
    const loaded = stateOf(detail.data);
    setDraft(loaded);
    setSaved(loaded);
  }, [detail.data, selectedId]);

  const generate = useMutation({
    mutationFn: contentApi.generate,
    onSuccess: (generated, request) => {
      select(null);
      setSaved(null);
      setDraft({
        id: null,
        title: generated.title,
        kind: request.kind,
        markdown: generated.markdown,
        citations: generated.citations,
        mode: generated.mode,
        note: generated.note,
      });
      requestAnimationFrame(() =>
        editorRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
      );
    },
  });
  const save = useMutation({
    mutationFn: (current: DraftState) =>
      current.id ? contentApi.update(current.id, inputOf(current)) : contentApi.create(inputOf(current)),
    onSuccess: (result, current) => {
      const stored = { ...stateOf(result), note: current.note };
      queryClient.setQueryData(contentKeys.draft(result.id), result);
      void queryClient.invalidateQueries({ queryKey: contentKeys.drafts() });
      loadedId.current = result.id;
      setSaved(stored);
      setDraft(stored);
      select(result.id);
      toast({ title: 'Borrador guardado', variant: 'success' });
    },
  });
  const remove = useMutation({
    mutationFn: (item: ContentDraftSummary) => contentApi.remove(item.id),
    onSuccess: (_nothing, item) => {
      if (item.id === draft?.id) {
        select(null);
        setDraft(null);
        setSaved(null);
      }
      queryClient.removeQueries({ queryKey: contentKeys.draft(item.id) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.drafts() });
      toast({ title: 'Borrador borrado', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo borrar el borrador',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const exportFile = async (format: ContentExportFormat) => {
    if (!draft?.id) return;
    setExporting(format);
    try {
      await contentApi.exportFile(draft.id, format);
    } catch (error) {
      toast({
        title: 'No se pudo exportar el borrador',
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setExporting(null);
    }
  };

  let editor: ReactNode;
  if (selectedId && detail.isError)
    editor = isNotFound(detail.error) ? (
      <MissingItem
        message={errorMessage(detail.error)}
        action="Generar otro borrador"
        onAction={() => select(null)}
      />
    ) : (
      <LoadError
        title="No se pudo cargar el borrador"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  else if (selectedId && draft?.id !== selectedId) editor = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (draft)
    editor = (
      <DraftEditor
        draft={draft}
        onChange={setDraft}
        dirty={!saved || !sameContent(draft, saved)}
        saving={save.isPending}
        saveError={save.error}
        onSave={() => save.mutate(draft)}
        exporting={exporting}
        onExport={(format) => void exportFile(format)}
      />
    );
  else
    editor = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Genera un borrador con el formulario o abre uno de tus borradores guardados."
      />
    );

  return (
    <>
      <PageHeading
        title="Content Agency"
        description="Borradores de artículos, newsletters, resúmenes de lecciones e hilos, basados en las lecciones del curso y con sus fuentes citadas. Edítalos en Markdown, guárdalos y expórtalos."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <ContentGeneratorForm
              generating={generate.isPending}
              error={generate.error}
              onGenerate={(request) => {
                save.reset();
                generate.mutate(request);
              }}
            />
            <SavedList<ContentDraftSummary>
              title="Tus borradores"
              testId="draft-list"
              query={list}
              errorTitle="No se pudieron cargar tus borradores"
              emptyText="Aún no has guardado borradores."
              selectedId={selectedId}
              onSelect={(item) => {
                save.reset();
                if (item.id !== selectedId) loadedId.current = null;
                select(item.id);
              }}
              nameOf={(item) => item.title}
              describe={(item) =>
                `${CONTENT_KIND_LABELS[item.kind]} · ${item.wordCount} palabras · ${modeLabel(item.mode)} · ${formatDateTime(item.updatedAt)}`
              }
              deleteQuestion="¿Borrar este borrador?"
              onDelete={(item) => remove.mutateAsync(item)}
            />
          </Flex>
        </Col>
        <Col xs={24} xl={16}>
          <div ref={editorRef} style={{ scrollMarginTop: 80 }}>
            {editor}
          </div>
        </Col>
      </Row>
    </>
  );
}

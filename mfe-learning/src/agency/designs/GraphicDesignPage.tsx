import { DownloadOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { saveBlob } from '@pipcrafters/api-client';
import {
  DESIGN_TEMPLATE_LABELS,
  type Design,
  type DesignInput,
  type DesignPalette,
  designFormat,
  type Trade,
} from '@pipcrafters/contracts';
import { formatDateTime, PageHeading, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useCourseLessons } from '../api/course-lessons';
import { designKeys, designsApi, journalCardKeys } from '../api/designs-api';
import { AgencyAlert } from '../components/AgencyAlert';
import { MissingItem } from '../components/MissingItem';
import { ModeTag, modeLabel } from '../components/ModeTag';
import { SavedList } from '../components/SavedList';
import { useTimeZone } from '../components/useTimeZone';
import type { CardContent } from './canvas/design-layout';
import { equityCard, tradeFigures, tradeKicker } from './card-data';
import { DesignCanvas, type DesignCanvasHandle } from './DesignCanvas';
import { DesignControls, type DesignState, NEW_DESIGN } from './DesignControls';
import { pngFileName } from './file-name';
import { STARTER_PALETTES, samePalette } from './palettes';
import { SuggestionsCard } from './SuggestionsCard';

/** The address names the saved design open (`?diseno=<id>`). */
const DESIGN_PARAM = 'diseno';

const stateOf = (design: Design): DesignState => ({
  id: design.id,
  name: design.name,
  template: design.template,
  format: design.format,
  headline: design.headline,
  body: design.body,
  palette: design.palette,
  lessonId: design.lessonId,
  tradeId: design.tradeId,
  showAmounts: design.showAmounts,
  mode: design.mode,
});

/** What is saved: only the source the template draws from. */
const inputOf = (design: DesignState): DesignInput => ({
  name: design.name.trim(),
  template: design.template,
  format: design.format,
  headline: design.headline.trim(),
  body: design.body.trim(),
  palette: design.palette,
  lessonId: design.template === 'lesson' ? design.lessonId : null,
  tradeId: design.template === 'trade-recap' ? design.tradeId : null,
  showAmounts: design.showAmounts,
  mode: design.mode,
});

/** Placeholders while a field is empty, so the preview always shows the card's shape. */
const PLACEHOLDER_HEADLINE: Record<DesignState['template'], string> = {
  quote: 'Escribe aquí la frase de tu tarjeta',
  lesson: 'El titular de tu lección',
  'trade-recap': 'Lo que aprendí de esta operación',
  'equity-curve': 'Mi progreso este trimestre',
};

/**
 * /models/graphic-design-ai: social images drawn in the browser from four templates (quote, lesson, trade recap,
 * equity curve) at 1080 × 1080, 1080 × 1920 or 1200 × 675; headlines and palettes suggested by the assistant; the
 * user's designs saved; the PNG exported at exactly the chosen size.
 */
export function GraphicDesignPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(DESIGN_PARAM);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const timeZone = useTimeZone();
  const lessons = useCourseLessons();
  const canvas = useRef<DesignCanvasHandle>(null);
  const [design, setDesign] = useState<DesignState>(NEW_DESIGN);
  const [exporting, setExporting] = useState(false);

  const select = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(DESIGN_PARAM, id);
          else next.delete(DESIGN_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const list = useQuery({ queryKey: designKeys.list(), queryFn: ({ signal }) => designsApi.list(signal) });
  const selected = selectedId ? list.data?.find((item) => item.id === selectedId) : undefined;
  /**
   * The saved design last put in the editor. The address follows a change a moment later (the router updates in a
   * transition), so while it still names the design just left, that design must not be loaded back over a new one.
   */
  const loadedId = useRef<string | null>(null);
  const open = (item: Design) => {
    loadedId.current = item.id;
    setDesign(stateOf(item));
    select(item.id);
  };
  // A saved design the address names (a reload, a link) fills the editor once the list has it.
  useEffect(() => {
    if (!selected || loadedId.current === selected.id) return;
    loadedId.current = selected.id;
    setDesign(stateOf(selected));
  }, [selected]);

  const recent = useQuery({
    queryKey: journalCardKeys.recentTrades(),
    queryFn: ({ signal }) => designsApi.recentTrades(signal),
    enabled: design.template === 'trade-recap',
  });
  const pickedInRecent = recent.data?.items.find((trade) => trade.id === design.tradeId);
  const picked = useQuery({
    queryKey: journalCardKeys.trade(design.tradeId ?? ''),
    queryFn: ({ signal }) => designsApi.trade(design.tradeId as string, signal),
    enabled:
      design.template === 'trade-recap' && design.tradeId !== null && recent.isSuccess && !pickedInRecent,
  });
  const trade: Trade | undefined = pickedInRecent ?? picked.data;
  const tradeOptions = useMemo(() => {
    const items = recent.data?.items ?? [];
    return picked.data && !items.some((item) => item.id === picked.data.id) ? [picked.data, ...items] : items;
  }, [recent.data, picked.data]);
  const accounts = useQuery({
    queryKey: journalCardKeys.accounts(),
    queryFn: ({ signal }) => designsApi.accounts(signal),
    enabled: design.template === 'trade-recap' && design.showAmounts,
  });
  const stats = useQuery({
    queryKey: journalCardKeys.stats(),
    queryFn: ({ signal }) => designsApi.stats(signal),
    enabled: design.template === 'equity-curve',
  });

  const suggest = useMutation({
    mutationFn: designsApi.suggest,
    onSuccess: (suggestion) => setDesign((current) => ({ ...current, mode: suggestion.mode })),
  });
  const save = useMutation({
    mutationFn: (current: DesignState) =>
      current.id ? designsApi.update(current.id, inputOf(current)) : designsApi.create(inputOf(current)),
    onSuccess: (result) => {
      open(result);
      void queryClient.invalidateQueries({ queryKey: designKeys.list() });
      toast({ title: 'Diseño guardado', variant: 'success' });
    },
  });
  const remove = useMutation({
    mutationFn: (item: Design) => designsApi.remove(item.id),
    onSuccess: (_nothing, item) => {
      if (item.id === design.id) {
        select(null);
        setDesign(NEW_DESIGN);
      }
      void queryClient.invalidateQueries({ queryKey: designKeys.list() });
      toast({ title: 'Diseño borrado', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo borrar el diseño',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  const format = designFormat(design.format);
  const lesson = design.lessonId ? lessons.byId.get(design.lessonId) : undefined;
  const content = useMemo<CardContent>(() => {
    const base: CardContent = {
      template: design.template,
      headline:
        design.headline.trim() ||
        (lesson && design.template === 'lesson' ? lesson.title : PLACEHOLDER_HEADLINE[design.template]),
      body: design.body,
      palette: design.palette,
    };
    if (design.template === 'lesson') return { ...base, kicker: lesson?.moduleTitle ?? 'Lección' };
    if (design.template === 'trade-recap')
      return trade
        ? {
            ...base,
            kicker: tradeKicker(trade),
            figures: tradeFigures(trade, {
              currency: accounts.data?.find((account) => account.id === trade.accountId)?.currency ?? null,
              showAmounts: design.showAmounts,
              timeZone,
            }),
          }
        : { ...base, kicker: 'Elige una operación' };
    if (design.template === 'equity-curve' && stats.data)
      return { ...base, ...equityCard(stats.data, design.showAmounts) };
    return base;
  }, [design, lesson, trade, accounts.data, stats.data, timeZone]);

  const palettes = useMemo(() => {
    const all: DesignPalette[] = [...(suggest.data?.palettes ?? []), ...STARTER_PALETTES];
    if (!all.some((palette) => samePalette(palette, design.palette))) all.unshift(design.palette);
    return all.filter((palette, index) => all.findIndex((other) => samePalette(other, palette)) === index);
  }, [suggest.data, design.palette]);

  const change = (patch: Partial<DesignState>) => setDesign((current) => ({ ...current, ...patch }));
  const exportPng = async () => {
    setExporting(true);
    try {
      const blob = await canvas.current?.toPng();
      if (blob) saveBlob(blob, pngFileName(design.name, design.format));
    } catch (error) {
      toast({
        title: 'No se pudo exportar la imagen',
        description: error instanceof Error ? error.message : errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };
  const startNew = () => {
    select(null);
    setDesign(NEW_DESIGN);
    save.reset();
    suggest.reset();
  };

  let source: ReactNode = null;
  if (design.template === 'equity-curve') {
    if (stats.isPending) source = <Skeleton active title={false} paragraph={{ rows: 1 }} />;
    else if (stats.isError)
      source = <AgencyAlert error={stats.error} failedTitle="No se pudo cargar tu curva de capital" />;
    else if (stats.data.summary.trades === 0)
      source = (
        <Typography.Text type="secondary">
          Aún no tienes operaciones en el diario: la curva aparecerá cuando registres alguna.
        </Typography.Text>
      );
  }

  let editor: ReactNode;
  if (selectedId && list.isPending) editor = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (selectedId && list.isSuccess && !selected && design.id !== selectedId)
    editor = (
      <MissingItem
        message="Este diseño no existe o ya no es tuyo."
        action="Nuevo diseño"
        onAction={startNew}
      />
    );
  else
    editor = (
      <Card>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {design.id ? 'Diseño guardado' : 'Diseño nuevo'}
          </Typography.Title>
          <ModeTag mode={design.mode} />
        </Flex>
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={11}>
            <DesignControls
              design={design}
              onChange={change}
              lessons={lessons}
              trades={{
                items: recent.data ? tradeOptions : undefined,
                loading: recent.isPending,
                error: recent.error ?? picked.error,
                retry: () => void (recent.isError ? recent.refetch() : picked.refetch()),
              }}
              timeZone={timeZone}
              palettes={palettes}
            />
            {source ? <div style={{ marginTop: 12 }}>{source}</div> : null}
          </Col>
          <Col xs={24} lg={13}>
            <Flex vertical gap={12} style={{ position: 'sticky', top: 16 }}>
              <DesignCanvas ref={canvas} content={content} format={format} />
              <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                {DESIGN_TEMPLATE_LABELS[design.template]} · {format.width} × {format.height} px
              </Typography.Text>
              {save.error ? (
                <AgencyAlert error={save.error} failedTitle="No se pudo guardar el diseño" />
              ) : null}
              <Flex gap={8} wrap justify="center">
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  loading={save.isPending}
                  disabled={!design.name.trim()}
                  onClick={() => save.mutate(design)}
                >
                  {design.id ? 'Guardar cambios' : 'Guardar diseño'}
                </Button>
                <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportPng()}>
                  Exportar PNG
                </Button>
              </Flex>
            </Flex>
          </Col>
        </Row>
      </Card>
    );

  return (
    <>
      <PageHeading
        title="Graphic Design AI"
        description="Imágenes para redes a partir de plantillas: citas, lecciones, el resumen de una operación o tu curva de capital. Pide titulares y colores, guarda tus diseños y exporta el PNG al tamaño exacto."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          {editor}
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <SuggestionsCard
              request={{
                template: design.template,
                ...(design.template === 'lesson' && design.lessonId ? { lessonId: design.lessonId } : {}),
              }}
              suggestion={suggest.data}
              suggesting={suggest.isPending}
              error={suggest.error}
              onSuggest={(request) => suggest.mutate(request)}
              palette={design.palette}
              onHeadline={(headline) => change({ headline })}
              onPalette={(palette) => change({ palette })}
              onBody={(body) => change({ body })}
            />
            <SavedList<Design>
              title="Tus diseños"
              testId="design-list"
              query={list}
              errorTitle="No se pudieron cargar tus diseños"
              emptyText="Aún no has guardado diseños."
              selectedId={design.id}
              onSelect={(item) => {
                save.reset();
                open(item);
              }}
              nameOf={(item) => item.name}
              describe={(item) =>
                `${DESIGN_TEMPLATE_LABELS[item.template]} · ${designFormat(item.format).width} × ${designFormat(item.format).height} · ${modeLabel(item.mode)} · ${formatDateTime(item.updatedAt)}`
              }
              deleteQuestion="¿Borrar este diseño?"
              onDelete={(item) => remove.mutateAsync(item)}
              extra={
                <Button icon={<PlusOutlined />} onClick={startNew} disabled={design.id === null}>
                  Nuevo diseño
                </Button>
              }
            />
          </Flex>
        </Col>
      </Row>
    </>
  );
}

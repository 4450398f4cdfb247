import {
  DESIGN_FORMATS,
  DESIGN_LIMITS,
  DESIGN_TEMPLATE_LABELS,
  DESIGN_TEMPLATES,
  type Design,
  type DesignFormatKey,
  type DesignPalette,
  type DesignTemplate,
  type Trade,
} from '@pipcrafters/contracts';
import { Alert, Button, Flex, Input, Radio, Select, Switch, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { CourseLessons } from '../api/course-lessons';
import { LessonSelect } from '../components/LessonSelect';
import { tradeOptionLabel } from './card-data';
import { PalettePicker } from './PalettePicker';
import { STARTER_PALETTES } from './palettes';

/** The design open: a new one (`id` null) or a saved one, as the form edits it. */
export type DesignState = Omit<Design, 'id' | 'createdAt' | 'updatedAt'> & { id: string | null };

/** The trades the recap card can be made from, as they load. */
export interface TradeChoices {
  items: Trade[] | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

export const NEW_DESIGN: DesignState = {
  id: null,
  name: 'Mi diseño',
  template: 'quote',
  format: '1080x1080',
  headline: '',
  body: '',
  palette: STARTER_PALETTES[0] as DesignPalette,
  lessonId: null,
  tradeId: null,
  showAmounts: false,
  mode: 'local',
};

/** A labelled control: the label tied to its input by id. */
function Field({
  label,
  htmlFor,
  labelId,
  children,
}: {
  label: string;
  /** The input the label names. */
  htmlFor?: string;
  /** For a group (radios): the id its `aria-labelledby` points at. */
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={4}>
      {htmlFor ? (
        <label htmlFor={htmlFor}>
          <Typography.Text strong>{label}</Typography.Text>
        </label>
      ) : (
        <Typography.Text strong id={labelId}>
          {label}
        </Typography.Text>
      )}
      {children}
    </Flex>
  );
}

/**
 * The design's controls: name, template, size, words, palette, and what a template draws from (a lesson, a
 * journal trade, the equity curve) with the switch that shows money amounts.
 */
export function DesignControls({
  design,
  onChange,
  lessons,
  trades,
  timeZone,
  palettes,
}: {
  design: DesignState;
  onChange: (change: Partial<DesignState>) => void;
  lessons: CourseLessons;
  /** The latest journal trades (and the saved one, when older), for the recap card. */
  trades: TradeChoices;
  timeZone: string;
  /** The starter palettes, the suggested ones and the design's own. */
  palettes: readonly DesignPalette[];
}) {
  const ids = {
    name: useId(),
    headline: useId(),
    body: useId(),
    lesson: useId(),
    trade: useId(),
    amounts: useId(),
  };
  const formatId = useId();
  const templateId = useId();

  return (
    <Flex vertical gap={16}>
      <Field label="Nombre" htmlFor={ids.name}>
        <Input
          id={ids.name}
          value={design.name}
          maxLength={DESIGN_LIMITS.nameMax}
          status={design.name.trim() ? undefined : 'error'}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </Field>
      <Field label="Plantilla" labelId={templateId}>
        <Radio.Group
          aria-labelledby={templateId}
          value={design.template}
          onChange={(event) => onChange({ template: event.target.value as DesignTemplate })}
          optionType="button"
          options={DESIGN_TEMPLATES.map((value) => ({ value, label: DESIGN_TEMPLATE_LABELS[value] }))}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
          name={templateId}
        />
      </Field>
      <Field label="Formato" labelId={formatId}>
        <Radio.Group
          aria-labelledby={formatId}
          value={design.format}
          onChange={(event) => onChange({ format: event.target.value as DesignFormatKey })}
          options={DESIGN_FORMATS.map((format) => ({ value: format.key, label: format.label }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          name={formatId}
        />
      </Field>

      {design.template === 'lesson' ? (
        <Field label="Lección" htmlFor={ids.lesson}>
          <LessonSelect
            lessons={lessons}
            id={ids.lesson}
            value={design.lessonId ?? undefined}
            onChange={(lessonId) => onChange({ lessonId: lessonId ?? null })}
          />
        </Field>
      ) : null}
      {design.template === 'trade-recap' ? (
        <Field label="Operación del diario" htmlFor={ids.trade}>
          {trades.error ? (
            <Alert
              type="error"
              showIcon
              title="No se pudieron cargar tus operaciones"
              description={errorMessage(trades.error)}
              action={
                <Button size="small" onClick={trades.retry}>
                  Reintentar
                </Button>
              }
            />
          ) : trades.items && trades.items.length === 0 ? (
            <Typography.Text type="secondary">
              Aún no tienes operaciones. Regístralas en <Link to="/pipjournal">PipJournal</Link>.
            </Typography.Text>
          ) : (
            <Select
              id={ids.trade}
              loading={trades.loading}
              value={design.tradeId ?? undefined}
              placeholder="Elige una operación"
              onChange={(tradeId: string) => onChange({ tradeId })}
              options={(trades.items ?? []).map((trade) => ({
                value: trade.id,
                label: tradeOptionLabel(trade, timeZone),
              }))}
              style={{ width: '100%' }}
            />
          )}
        </Field>
      ) : null}
      {design.template === 'trade-recap' || design.template === 'equity-curve' ? (
        <Flex gap={8} align="center">
          <Switch
            id={ids.amounts}
            checked={design.showAmounts}
            onChange={(showAmounts) => onChange({ showAmounts })}
          />
          <label htmlFor={ids.amounts}>Mostrar importes en dinero</label>
        </Flex>
      ) : null}
      {design.template === 'trade-recap' || design.template === 'equity-curve' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: -8 }}>
          {design.showAmounts
            ? 'La imagen mostrará cantidades de dinero de tu cuenta.'
            : 'Ocultos: la imagen muestra pips, R y porcentajes, nunca el dinero de tu cuenta.'}
        </Typography.Text>
      ) : null}

      <Field label="Titular" htmlFor={ids.headline}>
        <Input
          id={ids.headline}
          value={design.headline}
          maxLength={DESIGN_LIMITS.headlineMax}
          showCount
          onChange={(event) => onChange({ headline: event.target.value })}
        />
      </Field>
      <Field label={design.template === 'quote' ? 'Autor o fuente' : 'Texto'} htmlFor={ids.body}>
        <Input.TextArea
          id={ids.body}
          value={design.body}
          maxLength={DESIGN_LIMITS.bodyMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => onChange({ body: event.target.value })}
        />
      </Field>
      <Field label="Paleta">
        <PalettePicker
          palettes={palettes}
          value={design.palette}
          onChange={(palette) => onChange({ palette })}
          label="Paleta del diseño"
        />
      </Field>
    </Flex>
  );
}

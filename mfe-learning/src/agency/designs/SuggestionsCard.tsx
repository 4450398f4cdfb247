import { BulbOutlined } from '@ant-design/icons';
import {
  DESIGN_LIMITS,
  type DesignPalette,
  type DesignSuggestion,
  type DesignSuggestRequest,
} from '@pipcrafters/contracts';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { AgencyAlert } from '../components/AgencyAlert';
import { Citations } from '../components/Citations';
import { ModeNote } from '../components/ModeNote';
import { ModeTag } from '../components/ModeTag';
import { PalettePicker } from './PalettePicker';

/**
 * Headlines, palettes and a text for the card from the suggest endpoint (from a topic and, for a lesson card, its
 * lesson); a click puts one into the design.
 */
export function SuggestionsCard({
  request,
  suggestion,
  suggesting,
  error,
  onSuggest,
  palette,
  onHeadline,
  onPalette,
  onBody,
}: {
  /** The template and lesson of the design; the topic is typed here. */
  request: Omit<DesignSuggestRequest, 'topic'>;
  suggestion: DesignSuggestion | undefined;
  suggesting: boolean;
  error: unknown;
  onSuggest: (request: DesignSuggestRequest) => void;
  palette: DesignPalette;
  onHeadline: (headline: string) => void;
  onPalette: (palette: DesignPalette) => void;
  onBody: (body: string) => void;
}) {
  const [topic, setTopic] = useState('');
  const topicId = useId();
  const needsInput = !topic.trim() && !request.lessonId;

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Sugerencias
      </Typography.Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (needsInput) return;
          onSuggest({ ...request, ...(topic.trim() ? { topic: topic.trim() } : {}) });
        }}
      >
        <label htmlFor={topicId}>
          <Typography.Text strong>Tema</Typography.Text>
        </label>
        <Flex gap={8} wrap style={{ marginTop: 4 }}>
          <Input
            id={topicId}
            value={topic}
            maxLength={DESIGN_LIMITS.topicMax}
            onChange={(event) => setTopic(event.target.value)}
            placeholder="Ej.: el stop loss"
            style={{ flex: '1 1 200px' }}
          />
          <Button htmlType="submit" icon={<BulbOutlined />} loading={suggesting} disabled={needsInput}>
            Sugerir titulares y colores
          </Button>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {request.lessonId ? 'Se usa también la lección elegida.' : 'Escribe un tema o elige una lección.'}
        </Typography.Text>
      </form>
      {error ? (
        <div style={{ marginTop: 12 }}>
          <AgencyAlert error={error} failedTitle="No se pudieron sugerir ideas" />
        </div>
      ) : null}
      {suggestion ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }} data-testid="design-suggestions">
          <Flex gap={8} align="center" wrap>
            <ModeTag mode={suggestion.mode} />
            <ModeNote note={suggestion.note} />
          </Flex>
          <section aria-label="Titulares sugeridos">
            <Typography.Text strong>Titulares</Typography.Text>
            <Flex vertical gap={4} style={{ marginTop: 4 }}>
              {suggestion.headlines.map((headline) => (
                <Button
                  key={headline}
                  onClick={() => onHeadline(headline)}
                  style={{
                    height: 'auto',
                    paddingBlock: 6,
                    whiteSpace: 'normal',
                    textAlign: 'start',
                    justifyContent: 'flex-start',
                  }}
                  aria-label={`Usar el titular «${headline}»`}
                >
                  <span style={{ lineHeight: 1.4 }}>{headline}</span>
                </Button>
              ))}
            </Flex>
          </section>
          <section aria-label="Paletas sugeridas">
            <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
              Paletas
            </Typography.Text>
            <PalettePicker
              palettes={suggestion.palettes}
              value={palette}
              onChange={onPalette}
              label="Paletas sugeridas"
            />
          </section>
          {suggestion.body ? (
            <section aria-label="Texto sugerido">
              <Typography.Text strong>Texto</Typography.Text>
              <Typography.Paragraph style={{ margin: '4px 0' }}>{suggestion.body}</Typography.Paragraph>
              <Button size="small" onClick={() => onBody(suggestion.body)}>
                Usar este texto
              </Button>
            </section>
          ) : null}
          <Citations citations={suggestion.citations} />
        </Flex>
      ) : null}
    </Card>
  );
}

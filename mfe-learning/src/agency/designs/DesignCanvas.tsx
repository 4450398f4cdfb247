import { DESIGN_TEMPLATE_LABELS, type DesignFormat } from '@pipcrafters/contracts';
import { theme } from 'antd';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { type CardContent, layoutCard } from './canvas/design-layout';
import { canvasMeasure, drawCard } from './canvas/render';

export interface DesignCanvasHandle {
  /** The card as a PNG of exactly the format's pixels. */
  toPng: () => Promise<Blob>;
}

/**
 * The card drawn at its real size (1080 × 1920 pixels for a story) and shown scaled down to fit the screen: what is
 * seen is what the PNG holds, since the export reads this same canvas.
 */
export function DesignCanvas({
  content,
  format,
  ref,
}: {
  content: CardContent;
  format: DesignFormat;
  ref?: Ref<DesignCanvasHandle>;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    drawCard(context, layoutCard(content, format, canvasMeasure(context)));
  }, [content, format]);

  useImperativeHandle(ref, () => ({
    toPng: () =>
      new Promise<Blob>((resolve, reject) => {
        const canvas = canvasRef.current;
        if (!canvas) return reject(new Error('No hay imagen que exportar.'));
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('El navegador no pudo crear la imagen PNG.'))),
          'image/png',
        );
      }),
  }));

  const description = [
    content.kicker,
    content.headline,
    content.body,
    ...(content.figures ?? []).map((figure) => `${figure.label}: ${figure.value}`),
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <canvas
      ref={canvasRef}
      width={format.width}
      height={format.height}
      role="img"
      aria-label={`Vista previa (${DESIGN_TEMPLATE_LABELS[content.template]}, ${format.width} × ${format.height}): ${description}`}
      data-testid="design-canvas"
      style={{
        display: 'block',
        width: 'auto',
        height: 'auto',
        maxWidth: '100%',
        maxHeight: '70vh',
        margin: '0 auto',
        borderRadius: 8,
        boxShadow: token.boxShadowTertiary,
      }}
    />
  );
}

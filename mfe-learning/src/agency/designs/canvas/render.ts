import type { CardLayout } from './design-layout';
import { fontCss, type MeasureText } from './text-layout';

/** The canvas' own measure, for `layoutCard`. */
export function canvasMeasure(context: CanvasRenderingContext2D): MeasureText {
  return (text, font) => {
    context.font = font;
    return context.measureText(text).width;
  };
}

/** Draws a card's layout on a canvas of its exact size (what is drawn is what the PNG holds). */
export function drawCard(context: CanvasRenderingContext2D, layout: CardLayout): void {
  context.save();
  context.clearRect(0, 0, layout.width, layout.height);
  context.fillStyle = layout.background;
  context.fillRect(0, 0, layout.width, layout.height);
  for (const element of layout.elements) {
    switch (element.kind) {
      case 'rect': {
        context.fillStyle = element.fill;
        context.beginPath();
        if (element.radius > 0)
          context.roundRect(element.x, element.y, element.width, element.height, element.radius);
        else context.rect(element.x, element.y, element.width, element.height);
        context.fill();
        break;
      }
      case 'text': {
        context.font = fontCss(element.font);
        context.fillStyle = element.color;
        context.textAlign = element.align;
        context.textBaseline = 'middle';
        element.lines.forEach((line, index) => {
          context.fillText(line, element.x, element.y + element.lineHeight * (index + 0.5), element.width);
        });
        break;
      }
      case 'curve': {
        const [first, ...rest] = element.points;
        if (!first) break;
        const last = rest.at(-1) ?? first;
        context.beginPath();
        context.moveTo(first[0], element.baseline);
        context.lineTo(first[0], first[1]);
        for (const [x, y] of rest) context.lineTo(x, y);
        context.lineTo(last[0], element.baseline);
        context.closePath();
        context.fillStyle = element.fill;
        context.fill();
        context.beginPath();
        context.moveTo(first[0], first[1]);
        for (const [x, y] of rest) context.lineTo(x, y);
        context.strokeStyle = element.color;
        context.lineWidth = element.lineWidth;
        context.lineJoin = 'round';
        context.lineCap = 'round';
        context.stroke();
        break;
      }
    }
  }
  context.restore();
}

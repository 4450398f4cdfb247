/** sharp (native) is loaded when the demo is seeded, not by every request. */
const sharpModule = async () => (await import('sharp')).default;

/** A repeatable series of numbers in [0, 1) from a seed (a small linear congruential generator). */
function series(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The demo post's chart: 48 hourly candles drifting down to a support that holds three times, drawn as an SVG of
 * our own and rasterised to a PNG (then cleaned and stored like any upload).
 */
export async function demoChartPng(): Promise<Buffer> {
  const width = 640;
  const height = 360;
  const random = series(46);
  const support = 250;
  const candles: string[] = [];
  let close = 110;
  for (let index = 0; index < 48; index += 1) {
    const open = close;
    const touch = index === 18 || index === 31 || index === 42;
    const drift = index < 18 ? 6 : index < 42 ? (random() - 0.45) * 18 : -14;
    close = Math.min(support - 4, Math.max(60, open + drift + (random() - 0.5) * 10));
    if (touch) close = support - 18 - random() * 10;
    const high = Math.min(open, close) - 4 - random() * 10;
    const low = touch ? support + 2 : Math.max(open, close) + 4 + random() * 10;
    const x = 20 + index * 12.5;
    const colour = close <= open ? '#10b981' : '#ef4444';
    candles.push(
      `<line x1="${x + 4}" y1="${high.toFixed(1)}" x2="${x + 4}" y2="${low.toFixed(1)}" stroke="${colour}" stroke-width="1.5"/>`,
      `<rect x="${x}" y="${Math.min(open, close).toFixed(1)}" width="8" height="${Math.max(1.5, Math.abs(close - open)).toFixed(1)}" fill="${colour}"/>`,
    );
  }
  const grid = [80, 140, 200, 260, 320]
    .map((y) => `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#1e293b" stroke-width="1"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="100%" height="100%" fill="#0f172a"/>${grid}
    <line x1="0" y1="${support + 3}" x2="${width}" y2="${support + 3}" stroke="#f59e0b" stroke-width="2" stroke-dasharray="8 6"/>
    ${candles.join('')}
  </svg>`;
  const sharp = await sharpModule();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

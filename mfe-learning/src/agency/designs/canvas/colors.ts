/** A `#rrggbb` colour (the palettes' form, contracts' HEX_COLOUR) at an opacity, as `rgba()`; any other is left as is. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return hex;
  const [r, g, b] = match.slice(1).map((pair) => Number.parseInt(pair, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

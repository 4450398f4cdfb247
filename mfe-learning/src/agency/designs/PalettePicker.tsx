import type { DesignPalette } from '@pipcrafters/contracts';
import { VISUALLY_HIDDEN } from '@pipcrafters/ui';
import { Flex, Typography, theme } from 'antd';
import { samePalette } from './palettes';

/** Palettes as swatches (background, text and accent) to pick one; the chosen one is pressed. */
export function PalettePicker({
  palettes,
  value,
  onChange,
  label,
}: {
  palettes: readonly DesignPalette[];
  value: DesignPalette;
  onChange: (palette: DesignPalette) => void;
  label: string;
}) {
  const { token } = theme.useToken();
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={VISUALLY_HIDDEN}>{label}</legend>
      <Flex gap={8} wrap>
        {palettes.map((palette) => {
          const checked = samePalette(palette, value);
          return (
            <button
              key={`${palette.name}-${palette.background}-${palette.accent}`}
              type="button"
              aria-pressed={checked}
              aria-label={`Paleta ${palette.name}`}
              onClick={() => onChange(palette)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 6,
                padding: '4px 8px',
                borderRadius: token.borderRadius,
                border: `2px solid ${checked ? token.colorPrimary : token.colorBorder}`,
                background: token.colorBgContainer,
                color: token.colorText,
                cursor: 'pointer',
              }}
            >
              <span
                aria-hidden
                style={{
                  display: 'inline-flex',
                  width: 36,
                  height: 20,
                  borderRadius: 4,
                  overflow: 'hidden',
                  border: `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                <span style={{ flex: 2, background: palette.background }} />
                <span style={{ flex: 1, background: palette.foreground }} />
                <span style={{ flex: 1, background: palette.accent }} />
              </span>
              <Typography.Text style={{ fontSize: 13 }}>{palette.name}</Typography.Text>
            </button>
          );
        })}
      </Flex>
    </fieldset>
  );
}

import type { CardTheme, THEME_PRESETS } from '@bizcard/shared/model';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Preset = styled.button`
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  font-weight: 600;
  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Swatches = styled.span`
  display: flex;
  height: 16px;
  margin-bottom: 6px;
  span { flex: 1; }
`;

const sameTheme = (a: CardTheme, b: CardTheme) =>
  (Object.keys(a) as (keyof CardTheme)[]).every(
    (key) => a[key].toLowerCase() === b[key].toLowerCase(),
  );

interface PresetGridProps {
  presets: typeof THEME_PRESETS;
  current: CardTheme;
  /** A preset replaces all eight colours (spec §4). */
  onPick: (theme: CardTheme) => void;
}

export function PresetGrid({ presets, current, onPick }: PresetGridProps) {
  return (
    <Grid role="group" aria-label="Theme presets">
      {presets.map((preset) => (
        <Preset
          key={preset.id}
          type="button"
          aria-pressed={sameTheme(preset.theme, current)}
          onClick={() => onPick({ ...preset.theme })}
        >
          <Swatches aria-hidden="true">
            {Object.values(preset.theme).map((colour, index) => (
              <span key={index} style={{ background: colour }} />
            ))}
          </Swatches>
          {preset.label}
        </Preset>
      ))}
    </Grid>
  );
}

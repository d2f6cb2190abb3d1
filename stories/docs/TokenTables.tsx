/**
 * Tables for the design-tokens page, rendered from the live theme so the documentation can
 * never drift from what the components use.
 */
import { contrastRatio } from '../../src/ui/contrast';
import { contrastPairs, theme, type ColorToken } from '../../src/ui/theme';

const cell = {
  padding: '0.25rem 0.75rem',
  borderBottom: '1px solid #D3D8DF',
  textAlign: 'left',
} as const;

export function ColorTokens() {
  return (
    <table>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Swatch</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(theme.colors).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: '3rem',
                  height: '1.5rem',
                  background: value,
                  border: '1px solid #6B7585',
                  borderRadius: '4px',
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ContrastTable() {
  return (
    <table>
      <thead>
        <tr>
          <th style={cell}>Foreground</th>
          <th style={cell}>Background</th>
          <th style={cell}>Ratio</th>
          <th style={cell}>WCAG 2.2 AA minimum</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(([fg, bg, min]) => {
          const ratio = contrastRatio(
            theme.colors[fg as ColorToken],
            theme.colors[bg as ColorToken],
          );
          return (
            <tr key={`${fg}/${bg}`}>
              <td style={cell}>
                <code>{fg}</code>
              </td>
              <td style={cell}>
                <code>{bg}</code>
              </td>
              <td style={cell}>
                <span
                  style={{
                    background: theme.colors[bg as ColorToken],
                    color: theme.colors[fg as ColorToken],
                    padding: '0 0.5rem',
                    borderRadius: '4px',
                  }}
                >
                  {ratio.toFixed(2)} : 1
                </span>
              </td>
              <td style={cell}>{min} : 1</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ScaleTable({ scale }: { scale: Record<string, string | number> }) {
  return (
    <table>
      <tbody>
        {Object.entries(scale).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <code>{String(value)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const SpaceScale = () => <ScaleTable scale={theme.space} />;
export const RadiusScale = () => <ScaleTable scale={theme.radii} />;
export const Breakpoints = () => <ScaleTable scale={theme.breakpoints} />;

export function TypeScale() {
  return (
    <div>
      {Object.entries(theme.fontSizes).map(([name, size]) => (
        <p key={name} style={{ fontFamily: theme.fonts.body, fontSize: size, margin: '0.5rem 0' }}>
          <code style={{ fontSize: '0.875rem' }}>{name}</code> {size}: Pick the times that work for
          you
        </p>
      ))}
    </div>
  );
}

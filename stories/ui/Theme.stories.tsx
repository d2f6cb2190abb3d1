import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { contrastPairs, contrastRatio, theme } from '../../src/ui';
import type { ContrastPair } from '../../src/ui';

/** One row per pairing the primitives paint, with its measured WCAG contrast ratio. */
function ContrastTable({ pairs }: { readonly pairs: readonly ContrastPair[] }) {
  const t = useTheme();
  const cell = { padding: '0.5rem', borderBottom: `1px solid ${t.colors.border}` };
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: t.fontSizes.sm }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: '0.5rem' }}>
        Colour pairs and their contrast (WCAG 2.2 AA)
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            Sample
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            Tokens
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'end' }}>
            Ratio
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([fg, bg, min]) => {
          const ratio = contrastRatio(t.colors[fg], t.colors[bg]);
          const isText = min >= 4.5;
          return (
            <tr key={`${fg}/${bg}`}>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '0.25rem 0.5rem',
                    borderRadius: t.radii.sm,
                    backgroundColor: t.colors[bg],
                    color: isText ? t.colors[fg] : t.colors.text,
                    border: isText ? '2px solid transparent' : `2px solid ${t.colors[fg]}`,
                  }}
                >
                  {isText ? 'Text' : 'Edge'}
                </span>
              </td>
              <td style={cell}>
                <code>{fg}</code> on <code>{bg}</code>
              </td>
              <td style={{ ...cell, textAlign: 'end', whiteSpace: 'nowrap' }}>
                {ratio.toFixed(2)} : 1 (≥ {min})
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'UI/Theme',
  component: ContrastTable,
  tags: ['autodocs'],
  args: { pairs: contrastPairs },
  argTypes: { pairs: { control: false } },
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour pairing used by the primitives, checked by `src/ui/theme.test.ts`. */
export const Default: Story = {};

/** The type scale, from `theme.fontSizes`. */
export const TypeScale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: theme.space.sm }}>
      {Object.entries(theme.fontSizes).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, lineHeight: theme.lineHeights.snug }}>
          {name} ({size}): Schedule your interview
        </p>
      ))}
    </div>
  ),
};

/** The spacing scale, from `theme.space`. */
export const Spacing: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: theme.space.xs }}>
      {Object.entries(theme.space).map(([name, size]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
          <code style={{ width: '3rem' }}>{name}</code>
          <span
            style={{
              display: 'inline-block',
              width: size,
              height: '1rem',
              backgroundColor: theme.colors.primary,
            }}
          />
          <span>{size}</span>
        </div>
      ))}
    </div>
  ),
};

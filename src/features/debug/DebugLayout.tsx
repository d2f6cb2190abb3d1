import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(22rem, 34rem);
    align-items: start;
  }
`;

const Side = styled.div`
  min-width: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background-color: ${({ theme }) => theme.colors.surface};

  ${media.desktop} {
    position: sticky;
    top: 0;
    max-height: 100vh;
    max-height: 100dvh;
    overflow-y: auto;
    border-top: none;
    border-left: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
`;

/**
 * Pick days and the debug panel: side by side on a wide screen (the panel scrolls on its own),
 * the panel under the page on a narrow one. Tiny and not lazy, so the page keeps its place (and
 * its state) in the tree while the panel's chunk loads.
 */
export function DebugLayout({ children, panel }: { children: ReactNode; panel: ReactNode }) {
  return (
    <Grid>
      <div>{children}</div>
      <Side>{panel}</Side>
    </Grid>
  );
}

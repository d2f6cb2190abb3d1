import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // Module augmentation needs an interface; it adds the tokens of `theme` to every `props.theme`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

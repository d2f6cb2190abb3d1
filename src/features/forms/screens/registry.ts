/**
 * The forms area's screens and their kinds, for the screen-coverage test
 * (stories/screen-coverage.test.ts). Not used by the app.
 */
import type { ScreenRegistry } from '../../shared';
import { ContactFormScreen } from './ContactFormScreen';

export const SCREEN_REGISTRY: ScreenRegistry<'contactForm'> = {
  storyTitlePrefix: 'Forms/Screens/',
  screens: { contactForm: ContactFormScreen },
};

/** View-model types of the shared screens: what a feature hands the link-problem screen. */
import type { LocalizedText } from '../../domain/errors';

/** Why a link does not work: the two messages of spec section 8. */
export type LinkProblemKind = 'expired' | 'invalid';

/** A message a screen shows: an i18n key with its English default (see domain/errors). */
export type Notice = LocalizedText;

/**
 * The candidate portal (spec 1, 2: every interview in one place, messages, feedback): its public
 * surface, for the harness's `/p/:a/:b/:c?` page (lint forbids reaching past this file; see
 * eslint.config.js `featureZones`). The page loads it as a lazy chunk of its own.
 */
export { PortalFlow, type PortalFlowProps } from './containers/PortalFlow';

/**
 * The scheduling link (spec 1, 2, 7, 8): its public surface, for the harness's `/l/:id` page
 * (lint forbids reaching past this file; see eslint.config.js `featureZones`). The page loads it
 * as a lazy chunk of its own.
 */
export { SchedulingLinkFlow, type SchedulingLinkFlowProps } from './containers/SchedulingLinkFlow';

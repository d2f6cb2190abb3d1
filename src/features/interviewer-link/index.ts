/**
 * The interviewer link (spec 1, 2, 6, 7): its public surface, for the harness's
 * `/i/:organizationSlug/:customUrl` page in the main-flow chunk group (lint forbids reaching
 * past this file; see eslint.config.js `featureZones`).
 */
export {
  InterviewerLinkFlow,
  type InterviewerLinkFlowProps,
} from './containers/InterviewerLinkFlow';

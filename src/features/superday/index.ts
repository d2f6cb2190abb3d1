/**
 * The superday (spec 1: "a multi-day flow lets candidates choose among interview blocks spread
 * over several days"): its public surface, for the harness's `/superday/:interviewId` page
 * (lint forbids reaching past this file; see eslint.config.js `featureZones`). The page loads
 * it as a lazy chunk of its own.
 */
export {
  SuperdayFlow,
  type SuperdayFlowProps,
  type SuperdayStore,
} from './containers/SuperdayFlow';

/**
 * The candidate feature's public surface: what the harness and other features may import
 * (lint forbids reaching past this file; see eslint.config.js `featureZones`).
 */
export { CandidateFlow, type IntroAnswer, preloadCandidateFlow } from './containers/CandidateFlow';
export { savedInThisBrowser } from './containers/pick-stores';

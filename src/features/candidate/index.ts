/**
 * The candidate feature's public surface: what the harness and other features may import
 * (lint forbids reaching past this file; see eslint.config.js `featureZones`).
 */
export { CandidateFlow } from './containers/CandidateFlow';

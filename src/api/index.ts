/**
 * Public surface of src/api. Prefer importing the resource module you need (e.g.
 * './meet') in code that should stay small; everything here is side-effect free, so
 * bundlers drop what is not used (the socket and chat-stream clients included).
 */
export * from './contract';
export * from './errors';
export { ChatStreamError } from './chat-stream-error';
export {
  DEFAULT_RETRY,
  USER_AGENT_HEADER,
  USER_AGENT_STORAGE_KEY,
  buildUrl,
  createHttpClient,
} from './http';
export type {
  CallOptions,
  HttpClient,
  HttpClientConfig,
  Query,
  QueryValue,
  RequestSpec,
  ResponseSchema,
  ResponseValue,
  RetryPolicy,
  WriteSpec,
} from './http';
export { getCsrfToken } from './refresh';
export {
  confirmCandidateAvailability,
  getIntro,
  rescheduleRequestAvailability,
  searchAvailability,
  trackRequestAvailability,
} from './meet';
export type { SearchOptions } from './meet';
export { confirmSuperdayAvailability, requestSuperdayAvailability } from './superday';
export type { SuperdayRequestOptions } from './superday';
export { getSchedulingLinkIntro, scheduleInterview } from './scheduling-link';
export {
  getInterviewerAvailability,
  getInterviewerLinkIntro,
  updateInterviewerAvailability,
} from './interviewer-link';
export {
  getCandidatePortal,
  getPortalMessages,
  sendPortalFeedback,
  sendPortalMessage,
} from './portal';
export type { PortalSegments } from './portal';
export { getAgentInfo, getChatMessages } from './chatbot';
export type { ChatMessagesQuery } from './chatbot';
export { CHAT_STREAM_TIMEOUT_MS, streamChatbotMessage } from './chat-stream';
export type { ChatStreamOptions, ChatStreamResult, ChatTransport } from './chat-stream';
export { connectLiveResults, liveResultsUrl } from './live-results-socket';
export type {
  CloseInfo,
  LiveResultsConnection,
  LiveResultsOptions,
  MalformedInfo,
  WebSocketConstructor,
  WebSocketLike,
} from './live-results-socket';
export * as schemas from './schemas';

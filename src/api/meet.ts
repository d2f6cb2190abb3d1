/**
 * Meet calls of spec section 7: intro, availability search, confirm, reschedule, tracking.
 *
 * Errors (spec section 8): any envelope error is an ApiError whose `gtErrorName` is the
 * error to store (intro and search errors, REQUEST_AVAILABILITY_TIME_WINDOW_EXPIRED);
 * HTTP 401 on search → UnauthorizedError; INTERVIEWER_ALREADY_SCHEDULED (or 50079) on
 * confirm and reschedule → InterviewerAlreadyScheduledError with the server message.
 */
import type { MeetIntro, SearchMetadata } from '../domain/entities';
import type { TrackingPayload } from '../domain/tracking';
import type {
  ConfirmAvailabilityRequest,
  ConfirmAvailabilityResult,
  RescheduleRequest,
} from './contract';
import { endpoints } from './contract';
import {
  ApiError,
  HttpError,
  InterviewerAlreadyScheduledError,
  UnauthorizedError,
  isTypedApiError,
} from './errors';
import type { CallOptions, HttpClient, ResponseSchema, ResponseValue, WriteSpec } from './http';
import { callOptionsOf, signalOf } from './http';
import { ConfirmAvailabilityResultSchema, MeetIntroSchema, SearchResultSchema } from './schemas';

/** GET {main}/v2/meet/get_intro/{hash} → result. */
export function getIntro(
  http: HttpClient,
  hash: string,
  options: CallOptions = {},
): Promise<MeetIntro> {
  return http.get({
    call: 'meet.getIntro',
    host: 'main',
    path: endpoints.intro(hash),
    schema: MeetIntroSchema,
    ...signalOf(options),
  });
}

export interface SearchOptions extends CallOptions {
  /** IANA zone of the browser, sent as `browserTimezone`. */
  browserTimezone: string;
  /** Staff debug mode: adds `debug=true` (the call always sends credentials). */
  debug?: boolean;
}

/**
 * GET {highVolume}/v2/meet/availability/search/{hash}?browserTimezone[&debug=true]
 * Spec 7 gives the search a `{host}` of its own, the only call with one; the configured
 * high-volume API host is it (it defaults to the main API host: README "Configuration").
 * → result.searchMetadata. Envelope error → ApiError (gtErrorName); 401 → UnauthorizedError.
 */
export async function searchAvailability(
  http: HttpClient,
  hash: string,
  options: SearchOptions,
): Promise<SearchMetadata> {
  try {
    const result = await http.get({
      call: 'meet.searchAvailability',
      host: 'highVolume',
      path: endpoints.search(hash),
      query: { browserTimezone: options.browserTimezone, debug: options.debug ? 'true' : null },
      schema: SearchResultSchema,
      ...signalOf(options),
    });
    // A search the server answered with an error (spec 3, `searchMetadata.error`) has no results
    // to stream: it fails here, as an API error named by that value, and no socket is opened.
    const { error } = result.searchMetadata;
    if (error !== null && error !== '') {
      throw new ApiError({ message: error, gtErrorName: error, httpStatus: 200 });
    }
    return result.searchMetadata;
  } catch (err) {
    if ((err instanceof HttpError || err instanceof ApiError) && err.httpStatus === 401) {
      throw new UnauthorizedError(err.message, err);
    }
    throw err;
  }
}

/**
 * POST of a candidate submission (confirm, reschedule): INTERVIEWER_ALREADY_SCHEDULED / 50079
 * becomes InterviewerAlreadyScheduledError with the server message; anything else unchanged.
 */
/** A submission's options: its signal, and the Idempotency-Key that makes a resend apply once. */
export interface SubmissionOptions extends CallOptions {
  idempotencyKey?: string;
}

function keyOf({ idempotencyKey }: SubmissionOptions): { idempotencyKey?: string } {
  return idempotencyKey === undefined ? {} : { idempotencyKey };
}

async function postSubmission<S extends ResponseSchema>(
  http: HttpClient,
  spec: WriteSpec<S>,
): Promise<ResponseValue<S>> {
  try {
    return await http.post(spec);
  } catch (err) {
    if (isTypedApiError(err, 'INTERVIEWER_ALREADY_SCHEDULED')) {
      throw new InterviewerAlreadyScheduledError(err.message, err);
    }
    throw err;
  }
}

/** POST {main}/v2/meet/confirm_candidate_availability/{hash} (+ _csrf) → result. */
export function confirmCandidateAvailability(
  http: HttpClient,
  hash: string,
  body: ConfirmAvailabilityRequest,
  options: SubmissionOptions = {},
): Promise<ConfirmAvailabilityResult> {
  return postSubmission(http, {
    call: 'meet.confirmCandidateAvailability',
    host: 'main',
    path: endpoints.confirmCandidateAvailability(hash),
    body,
    schema: ConfirmAvailabilityResultSchema,
    ...signalOf(options),
    ...keyOf(options),
  });
}

/** POST {main}/v2/meet/reschedule-request-availability/{hash} (+ _csrf); response not used. */
export async function rescheduleRequestAvailability(
  http: HttpClient,
  hash: string,
  body: RescheduleRequest,
  options: SubmissionOptions = {},
): Promise<void> {
  await postSubmission(http, {
    call: 'meet.rescheduleRequestAvailability',
    host: 'main',
    path: endpoints.rescheduleRequestAvailability(hash),
    body,
    schema: null,
    ...signalOf(options),
    ...keyOf(options),
  });
}

/**
 * POST {main}/v2/meet/track-request-availability/{hash}: the body is the payload as the domain
 * builds it (domain/tracking.ts `toTrackingPayload`: the tracking state, the hash, the token
 * when there is one), plus `_csrf`, as on every write. Response not used.
 */
export async function trackRequestAvailability(
  http: HttpClient,
  hash: string,
  payload: TrackingPayload,
  options: CallOptions & { csrfToken?: string } = {},
): Promise<void> {
  await http.post({
    call: 'meet.trackRequestAvailability',
    host: 'main',
    path: endpoints.trackRequestAvailability(hash),
    body: payload,
    schema: null,
    ...callOptionsOf(options),
    ...(options.csrfToken === undefined ? {} : { csrfToken: options.csrfToken }),
  });
}

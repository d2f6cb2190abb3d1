/**
 * Scheduling-link calls of spec section 7, on the main host.
 *
 * Errors (spec section 8), always SchedulingLinkError (caller aborts, and CsrfError on the
 * write, pass through unchanged):
 * - intro, SCHEDULING_LINK_NOT_FOUND or 10001: error '10001' (the code as a string);
 * - intro, any other failure: error = the failure's message;
 * - schedule-interview failure: error = the code as a string (numeric code, else
 *   gtErrorName, else 'HTTP_<status>', else the typed code, e.g. 'NETWORK_ERROR').
 */
import type { SchedulingLinkIntro } from '../domain/entities';
import type { SchedulingLinkScheduleRequest } from './contract';
import { endpoints } from './contract';
import { TYPED_NUMERIC_CODES } from '../domain/errors';
import {
  ApiError,
  CsrfError,
  SchedulingLinkError,
  isApiClientError,
  isTypedApiError,
  toTypedError,
} from './errors';
import type { CallOptions, HttpClient } from './http';
import { signalOf, type WriteOptions, writeOptionsOf } from './http';
import { SchedulingLinkIntroSchema } from './schemas';

function codeOf(err: unknown): string {
  if (err instanceof ApiError) {
    return String(err.code ?? err.gtErrorName ?? `HTTP_${err.httpStatus}`);
  }
  return String(toTypedError(err).code);
}

/** GET {main}/scheduling-link/intro/{id} → result (the intro). */
export async function getSchedulingLinkIntro(
  http: HttpClient,
  id: string,
  options: CallOptions = {},
): Promise<SchedulingLinkIntro> {
  try {
    return await http.get({
      call: 'schedulingLink.getIntro',
      host: 'main',
      path: endpoints.schedulingLinkIntro(id),
      schema: SchedulingLinkIntroSchema,
      ...signalOf(options),
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    if (isTypedApiError(err, 'SCHEDULING_LINK_NOT_FOUND')) {
      const code = String(TYPED_NUMERIC_CODES.SCHEDULING_LINK_NOT_FOUND);
      throw new SchedulingLinkError({
        stage: 'intro',
        error: code,
        code,
        notFound: true,
        cause: err,
      });
    }
    const message = err instanceof Error ? err.message : String(err);
    throw new SchedulingLinkError({
      stage: 'intro',
      error: message,
      code: isApiClientError(err) ? codeOf(err) : 'UNKNOWN',
      cause: err,
    });
  }
}

/** POST {main}/scheduling-link/schedule-interview (+ _csrf); response not used. */
export async function scheduleInterview(
  http: HttpClient,
  data: SchedulingLinkScheduleRequest,
  options: WriteOptions = {},
): Promise<void> {
  try {
    await http.post({
      call: 'schedulingLink.scheduleInterview',
      host: 'main',
      path: endpoints.schedulingLinkSchedule(),
      body: data,
      schema: null,
      ...writeOptionsOf(options),
    });
  } catch (err) {
    if (options.signal?.aborted || err instanceof CsrfError) throw err;
    const code = codeOf(err);
    throw new SchedulingLinkError({ stage: 'schedule', error: code, code, cause: err });
  }
}

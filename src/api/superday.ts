/**
 * Superday calls of spec section 7, on the superday host.
 *
 * Confirm errors (spec section 8): SUPERDAY_SLOT_NOT_FOUND (or 20013) →
 * SuperdaySlotNotFoundError with the server message; CsrfError and caller aborts pass
 * through; any other failure → ApiError('Error confirming superday availability') keeping
 * the server's gtErrorName/code/HTTP status when there were any (the original as `cause`).
 */
import type { SuperdayAvailability } from '../domain/entities';
import type { SuperdayConfirmRequest } from './contract';
import { endpoints } from './contract';
import { CLIENT_ERROR_MESSAGES } from '../domain/errors';
import {
  ApiError,
  CsrfError,
  HttpError,
  SuperdaySlotNotFoundError,
  isTypedApiError,
} from './errors';
import type { CallOptions, HttpClient } from './http';
import { signalOf } from './http';
import { SuperdayConfirmResultSchema, SuperdayRequestAvailabilityResultSchema } from './schemas';

export interface SuperdayRequestOptions extends CallOptions {
  /** Adds `reschedule=true`. */
  reschedule?: boolean;
}

/** GET {superday}/interviews/{id}/request-availability[?reschedule=true] → result.availability. */
export async function requestSuperdayAvailability(
  http: HttpClient,
  id: string,
  options: SuperdayRequestOptions = {},
): Promise<SuperdayAvailability> {
  const result = await http.get({
    call: 'superday.requestAvailability',
    host: 'superday',
    path: endpoints.superdayRequestAvailability(id),
    query: { reschedule: options.reschedule ? 'true' : null },
    schema: SuperdayRequestAvailabilityResultSchema,
    ...signalOf(options),
  });
  return result.availability;
}

/**
 * POST {superday}/interviews/{id}/confirm-availability (+ _csrf from {main}/refresh)
 * → result.confirmed (returned as the server says it, false included).
 */
export async function confirmSuperdayAvailability(
  http: HttpClient,
  id: string,
  body: SuperdayConfirmRequest,
  options: CallOptions & { idempotencyKey?: string } = {},
): Promise<boolean> {
  try {
    const result = await http.post({
      call: 'superday.confirmAvailability',
      host: 'superday',
      path: endpoints.superdayConfirmAvailability(id),
      body,
      schema: SuperdayConfirmResultSchema,
      ...signalOf(options),
      ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
    });
    return result.confirmed;
  } catch (err) {
    if (options.signal?.aborted || err instanceof CsrfError) throw err;
    if (isTypedApiError(err, 'SUPERDAY_SLOT_NOT_FOUND')) {
      throw new SuperdaySlotNotFoundError(err.message, err);
    }
    throw new ApiError({
      message: CLIENT_ERROR_MESSAGES.superdayConfirmFailed,
      gtErrorName: err instanceof ApiError ? err.gtErrorName : null,
      code: err instanceof ApiError ? err.code : null,
      httpStatus: err instanceof ApiError || err instanceof HttpError ? err.httpStatus : 0,
      cause: err,
    });
  }
}

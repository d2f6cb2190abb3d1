/** GET {main}/refresh → csrfToken (spec section 7). Failure → CsrfError. */
import type { CallOptions, HttpClient } from './http';

export function getCsrfToken(http: HttpClient, options: CallOptions = {}): Promise<string> {
  return http.getCsrfToken(options);
}

import type { HttpClient } from '../../src/api/http';
import type { AppConfig } from '../../src/config/app-config';
import type { EarlyRequests } from './early-requests';
import type { RouteMatch } from './routes';

/** What every route's page receives from the app shell. */
export interface PageProps {
  match: RouteMatch;
  config: AppConfig;
  http: HttpClient;
  /** What the entry started before rendering (early-requests.ts). */
  early: EarlyRequests;
}

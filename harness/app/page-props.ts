import type { HttpClient } from '../../src/api/http';
import type { AppConfig } from '../../src/config/app-config';
import type { RouteMatch } from './routes';

/** What every route's page receives from the app shell. */
export interface PageProps {
  match: RouteMatch;
  config: AppConfig;
  http: HttpClient;
}

import { describeOnPostgres } from './support/on-postgres';
import { describeDashboards } from './support/dashboards-suite';

await describeOnPostgres('dashboards', describeDashboards);

import { type CallArgs, callEndpoint, type OperatorEndpoint } from '@/lib/api-client';
import { operatorTokens } from './operator-session';

/**
 * The one API client, with the operator's token: same envelope, notices and errors as the
 * partner app; a 401 forgets the operator session (the layout then goes to the login page).
 */
export const consoleApi = {
  /** An endpoint of the contract, with the operator's token: `consoleApi.call(notificationDeskEndpoints.detail, { params: { id } })`. */
  call: <const E extends OperatorEndpoint>(target: E, ...[options]: CallArgs<E>) => callEndpoint(target, options, operatorTokens),
};

/** First segment of every console query key; the whole scope is dropped when the operator changes. */
export const CONSOLE_QUERY_SCOPE = 'console';

/**
 * Key prefixes that more than one desk touches (a partner decision changes the dashboard's
 * counters); each desk's queryOptions factory builds its keys under these.
 */
export const consoleKeys = {
  all: () => [CONSOLE_QUERY_SCOPE] as const,
  dashboard: () => [CONSOLE_QUERY_SCOPE, 'dashboard'] as const,
  partners: () => [CONSOLE_QUERY_SCOPE, 'partners'] as const,
  renames: () => [CONSOLE_QUERY_SCOPE, 'renames'] as const,
  audit: () => [CONSOLE_QUERY_SCOPE, 'audit'] as const,
  contracts: () => [CONSOLE_QUERY_SCOPE, 'contracts'] as const,
  tenders: () => [CONSOLE_QUERY_SCOPE, 'tenders'] as const,
  /** The order desk: orders, the services catalogue and the facilities. */
  orders: () => [CONSOLE_QUERY_SCOPE, 'orders'] as const,
  /** The company desk: companies, health-exam contracts, rosters, sets, appointments, exam packages. */
  companies: () => [CONSOLE_QUERY_SCOPE, 'companies'] as const,
  /** The content desk: news posts, their categories, FAQ and its categories. */
  content: () => [CONSOLE_QUERY_SCOPE, 'content'] as const,
  /** The engagement desk: cooperation pages, contacts, feedback. */
  engagement: () => [CONSOLE_QUERY_SCOPE, 'engagement'] as const,
  /** The notification desk: what was sent to whom, broadcasts, partners' devices. */
  notifications: () => [CONSOLE_QUERY_SCOPE, 'notifications'] as const,
  /** The accounts desk: debt letters, monthly reports, settings, a collaborator's timeline. */
  debts: () => [CONSOLE_QUERY_SCOPE, 'debts'] as const,
  /** The job-queue desk: backlog, failed jobs, recurring jobs. */
  queue: () => [CONSOLE_QUERY_SCOPE, 'queue'] as const,
  /** The integrations desk: the laboratory systems (LIS) calling the FHIR API, and their calls. */
  integrations: () => [CONSOLE_QUERY_SCOPE, 'integrations'] as const,
};

export { api, errorStatus } from './lib/api-client';
export type { ApiResponse } from './lib/api-client';
export { createQueryClient } from './lib/react-query';
export {
  useAuth,
  useUsage,
  fetchAuthUser,
  fetchUsage,
  authUserQueryOptions,
  usageQueryOptions,
  AUTH_QUERY_KEY,
  USAGE_QUERY_KEY,
} from './lib/auth';
export { ToastProvider, useToast, TOAST_LIMIT, TOAST_DURATION_MS } from './toast';
export type { Toast, ToastInput, ToastVariant, ToastApi } from './toast';
export { ComingSoonPage } from './components/ComingSoonPage';
export { StandaloneApp } from './components/StandaloneApp';
export { EXPOSED_ROUTES_MODULE, routesOf, titleOf } from './routes';
export type { RoutesMap } from './routes';
export { theme } from './theme';

export { apiRequest, getJson, throwIfResNotOk, errorStatus, defaultQueryFn, createQueryClient } from './api';
export { ToastProvider, useToast, TOAST_LIMIT, TOAST_DURATION_MS } from './toast';
export type { Toast, ToastInput, ToastVariant, ToastApi } from './toast';
export { useAuth, useUsage, fetchAuthUser, AUTH_QUERY_KEY, USAGE_QUERY_KEY } from './auth';
export { ComingSoonPage } from './ComingSoonPage';
export { EXPOSED_ROUTES_MODULE, routesOf, titleOf } from './routes';
export type { RoutesMap } from './routes';
export { theme } from './theme';
export { StandaloneApp } from './StandaloneApp';

// What two or more of the shell and the remotes use (check with grep before adding to it).
export { api, errorMessage, errorStatus, errorText } from './lib/api-client';
export type { ApiResponse } from './lib/api-client';
export { OPEN_PRICING_EVENT, openPricing } from './lib/pricing';
export { createQueryClient } from './lib/react-query';
export { useAuth, useUsage, USAGE_QUERY_KEY } from './lib/auth';
export { ToastProvider, useToast } from './toast';
export type { Toast, ToastInput, ToastVariant, ToastApi } from './toast';
export { ComingSoonPage } from './components/ComingSoonPage';
export { StandaloneApp } from './components/StandaloneApp';
export { AddToTeamLibraryDialog } from './components/AddToTeamLibraryDialog';
export { ChooseAndConfirmDialog } from './components/ChooseAndConfirmDialog';
export type { TeamChoice } from './components/ChooseAndConfirmDialog';
export { EXPOSED_ROUTES_MODULE, titleOf } from './routes';
export type { RoutesMap } from './routes';
export { theme } from './theme';
export { ALERT_INBOX_QUERY_KEY, alertInboxQueryOptions, useAlertInbox, useMarkAlertsSeen } from './lib/alerts';
export {
  channelsQueryOptions,
  fetchMyTeams,
  messagesQueryKey,
  myTeamsQueryOptions,
  teamLibraryQueryOptions,
  useAddToTeamLibrary,
  useChannels,
  useMyTeams,
  usePostMessage,
  useTeamLibrary,
} from './lib/collaboration';
export { EncryptedMark, StoredText } from './components/StoredText';
export { MathText } from './components/math/MathText';
export { texToPlainText } from './lib/tex';

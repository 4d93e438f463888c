/**
 * The app's single API client: the configured base URL, the session's token, the active language,
 * and the app's answers to errors (a 401 ends the local session, a 403 shows a notice). Offline
 * (the browser's view, sync/connectivity.ts) it sends nothing but file downloads, which the service
 * worker may answer: every other request fails at once as a network failure.
 */
import { createApiClient } from '../api/api-client';
import { activeLocale } from '../i18n/i18n-setup';
import { currentSession } from '../session/session-state';
import { handleUnauthenticated } from '../session/unauthenticated-handler';
import { browserConnectivity } from '../sync/connectivity';
import { env } from './env';
import { showForbiddenToast } from './forbidden-toast';

export const appApiClient = createApiClient({
  baseUrl: env.apiUrl,
  getToken: () => currentSession()?.token ?? null,
  getLocale: activeLocale,
  hasNetwork: browserConnectivity.isOnline,
  getUserContext: () => {
    const user = currentSession()?.user;
    if (!user) return null;
    return { authUserId: user.id, userType: user.type, companyId: user.company?.id };
  },
  onError: (error, request) => {
    handleUnauthenticated(error, request);
    showForbiddenToast(error);
  },
});

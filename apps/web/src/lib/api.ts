import { createApiClient } from '@dating/api-client';

/** The app's one client; its base URL is the site itself (spec section 7: default /). */
export const api = createApiClient();

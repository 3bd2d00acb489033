import { createApiClient } from '@dating/api-client';

/** The console's one client: the same contracts and retry rules as the member site, on the same server. */
export const api = createApiClient();

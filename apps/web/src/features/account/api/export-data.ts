import { exportData } from '@dating/contracts';

/**
 * Everything the site holds about the member, as a JSON download. The server answers with
 * content-disposition: attachment, so a plain same-origin link (with the session cookie) is enough.
 */
export const DATA_EXPORT_URL = exportData.path;

/**
 * The address of a stored file (photo, thumbnail, blurred copy, gift image) under a site's media
 * prefix: the one place that joins them, so every answer names media the same way.
 */
export function mediaUrl(cdnPrefix: string, file: string): string {
  return `${cdnPrefix.replace(/\/$/, '')}/${file}`;
}

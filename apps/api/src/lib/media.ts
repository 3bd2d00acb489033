/**
 * The address of a stored file (photo, thumbnail, blurred copy, gift image) under a site's media
 * prefix: the one place that joins them, so every answer names media the same way. The prefix is a
 * path on the site (`/media`) or an image CDN (`https://cdn.example.com/photos`, decision 068); exactly
 * one slash joins the two.
 */
export function mediaUrl(cdnPrefix: string, file: string): string {
  // Two URLs per search card: the slashes are trimmed only when there are any.
  const prefix = cdnPrefix.endsWith('/') ? cdnPrefix.replace(/\/+$/, '') : cdnPrefix;
  return `${prefix}/${file.startsWith('/') ? file.replace(/^\/+/, '') : file}`;
}

/** The origin of a site's image CDN (`https://cdn.example.com`), or null when photos are on the site itself. */
export function cdnOrigin(cdnPrefix: string): string | null {
  if (!/^https:\/\//i.test(cdnPrefix)) return null;
  try {
    return new URL(cdnPrefix).origin;
  } catch {
    return null;
  }
}

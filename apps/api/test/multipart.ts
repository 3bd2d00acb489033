import sharp from 'sharp';

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A generated JPEG (no real person) carrying EXIF: the camera owner's name and an orientation. */
export async function jpegWithExif(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Secret Camera Owner', Copyright: 'GPS 52.37N 4.89E' } })
    .toBuffer();
}

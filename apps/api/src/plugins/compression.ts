import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Answers smaller than this go uncompressed: the encoding would cost more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, whichever the browser prefers, for text answers (API JSON, index.html) above
 * the threshold, with `Vary: Accept-Encoding` (issue 17, transfer). Built assets come precompressed
 * from the web build (plugins/web.ts serves the .br/.gz files), so nothing large is compressed per
 * request; brotli quality 5 keeps the CPU cost of dynamic answers low.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      // Answers only: browsers send request bodies as written, so no route needs a hook that looks
      // for a compressed body on every request (issue 18). A body sent compressed anyway is not JSON: 400.
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);

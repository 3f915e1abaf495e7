import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastifyCompress from '@fastify/compress'

/**
 * JSON (and other dynamic text) answers of 2 kB or more, compressed on the fly by Accept-Encoding. Below that an
 * answer is one or two TCP segments either way, in the same round trip; the answer to a recorded point (about
 * 1.7 kB) is sent as it is, and compressing it was a sixth of the server's work per point (bench/README.md).
 */
export const COMPRESSION_THRESHOLD_BYTES = 2048

/**
 * Compresses dynamic answers (statistics, match lists, balls) for phones on weak connections. The built web app's
 * files are precompressed at build time and served as they are (see web-app.ts); an answer that already carries a
 * Content-Encoding is left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs more CPU per request than it saves bytes on small JSON.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
})

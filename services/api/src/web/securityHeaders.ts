import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers a staff application needs on every answer (helmet's defaults: no sniffing, no framing, HSTS,
 * same-origin resources) and a Content Security Policy the web app passes: its scripts, styles, fonts and data
 * come only from this origin. Two allowances, each for a reason: styled-components writes its rules into
 * <style> elements at run time ('unsafe-inline' styles, never scripts), and the ALTCHA widget solves its
 * proof-of-work in a Web Worker it starts from a blob: URL. Photos shown before upload are data:/blob: URLs.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // Tutorial videos play from YouTube's privacy-enhanced embed (apps/web features/content).
        frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // PDFs and pictures open in the same origin only; nothing here is meant to be embedded elsewhere.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * On a signed-in page (/app...), the page's first queries are sent from a small chunk of their own
 * (sendFirstRequests) as soon as this entry chunk has been evaluated, before Apollo Client and the page's code
 * have loaded; the signed-out pages never load it. The route loaders wait for it before asking Apollo Client
 * for the same queries, so they always find those answers instead of racing them with a second request.
 */
export const firstRequestsSent: Promise<unknown> = /^\/app(\/|$)/.test(location.pathname)
  ? import('./sendFirstRequests').catch(() => undefined)
  : Promise.resolve();

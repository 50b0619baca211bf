import { createElement, type ComponentType } from 'react';
import type { DocumentPageInput } from '../pipeline/renderDocument';
import { RENDER_DOCUMENTS } from '../registry/renderDocuments';
import type { PageDescription } from './PageDescription';

/** The element and paper of a described page: the one place both the calling thread and layout threads use. */
export function pageElement({ kind, props, page }: PageDescription): DocumentPageInput {
  const document = RENDER_DOCUMENTS[kind];
  if (document.output !== 'pages') throw new Error(`${kind} has no pages`);
  // Each kind's props were made for its own component (the registry's types check that where they are made).
  return { element: createElement(document.component as ComponentType<object>, props), page };
}

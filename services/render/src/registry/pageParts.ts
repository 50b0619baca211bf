import { createElement, type ComponentType } from 'react';
import type { DocumentPage } from '@placement/documents';
import type { PrintedPage } from './RenderDocument';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Parts = Record<string, ComponentType<any>>;

/** A page of a document made of several page components: which one, and its props. */
export interface PartProps {
  part: string;
  props: object;
}

/**
 * One page component for a document whose pages come from several components (the visa application and its
 * dependents page; a contract or its 'Please fill all the required Data' page). A registry entry names one
 * component, and a page crosses to a layout thread as data, so each page says which part it is by name.
 */
export function pageParts(parts: Parts): ComponentType<PartProps> {
  function DocumentPart({ part, props }: PartProps) {
    const component = parts[part];
    if (!component) throw new Error(`No page part ${part}`);
    return createElement(component, props);
  }
  return DocumentPart;
}

/**
 * A documents-package page list (`{ element, page }`, each element one of the parts) as data for the layout
 * threads. Throws for an element of no part, since a thread could not rebuild it.
 */
export function partPages(
  parts: Parts,
  pages: { element: { type: unknown; props: unknown }; page: DocumentPage }[],
): PrintedPage<PartProps>[] {
  return pages.map(({ element, page }) => {
    const part = Object.keys(parts).find((name) => parts[name] === element.type);
    if (!part) throw new Error('A page is none of the document’s parts');
    return { props: { part, props: element.props as object }, page };
  });
}

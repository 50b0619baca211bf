import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';

/**
 * A query's text exactly as Apollo Client sends it (its cache adds __typename to every selection set), for the
 * requests the head start sends before Apollo Client has loaded: printed at build time from the same document
 * the page asks with, so the two cannot drift apart (earlyRequests.test checks them against what is sent).
 */
export const printedAsSent = (query: DocumentNode): string => print(addTypenameToDocument(query));

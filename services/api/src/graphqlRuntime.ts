import type * as GraphQL from 'graphql';
import { createRequire } from 'node:module';

// Mercurius loads graphql's CommonJS build. Objects handed to it (validation rules, scalars) must come from
// that same build: graphql refuses classes "from another module or realm" (the ES module build) at run time.
const require = createRequire(import.meta.url);
export const graphqlRuntime = require('graphql') as typeof GraphQL;

import type { ValueNode } from 'graphql';
import { graphqlRuntime } from '../../graphqlRuntime';
import type { ApiModule } from '../ApiModule';
import { commonSchema } from './schema';

function literalToJson(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalToJson(field.value)]));
    default:
      return null;
  }
}

/** Free-form settings (the CV template) travel as JSON. */
const { GraphQLScalarType, Kind } = graphqlRuntime;

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});

export const commonModule: ApiModule = {
  name: 'common',
  schema: commonSchema,
  resolvers: { JSON: JSONScalar, Query: { _health: () => 'ok' }, Mutation: { _noop: () => null } } as never,
  permissions: { _health: { public: true }, _noop: { public: true } },
};

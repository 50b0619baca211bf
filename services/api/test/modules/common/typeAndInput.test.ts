import { buildSchema, isInputObjectType, isObjectType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeAndInput } from '../../../src/modules/common/typeAndInput';

const fieldTypes = (type: GraphQLNamedType | undefined) =>
  isObjectType(type) || isInputObjectType(type)
    ? Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, String(field.type)]))
    : {};

describe('typeAndInput', () => {
  it('writes one field list as a type and an input, nested pairs read as their inputs', () => {
    const schema = buildSchema(`
      type Query { _unused: Int }
      ${typeAndInput('Address', 'city: String')}
      ${typeAndInput('Person', 'name: String\naddress: Address\nhomes: [Address!]', {
        nested: ['Address'],
        typeOnly: '_id: ID!',
        inputOnly: '_id: ID\npassword: String!',
      })}
    `);
    expect(fieldTypes(schema.getType('Person'))).toEqual({
      name: 'String',
      address: 'Address',
      homes: '[Address!]',
      _id: 'ID!',
    });
    expect(fieldTypes(schema.getType('PersonInput'))).toEqual({
      name: 'String',
      address: 'AddressInput',
      homes: '[AddressInput!]',
      _id: 'ID',
      password: 'String!',
    });
  });
});

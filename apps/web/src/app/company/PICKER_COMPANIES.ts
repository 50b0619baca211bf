import { graphql } from '../graphql/graphql';

// A Super user's company picker: the foreign-agent companies (domain FOREIGN_AGENTS_FOR_PICKER: skip 0, take 500).
export const PICKER_FOREIGN_AGENTS = graphql(`
  query PickerForeignAgents($type: String!, $skip: Int!, $take: Int!) {
    companies(type: $type, skip: $skip, take: $take) {
      companies {
        _id
        displayName
      }
    }
  }
`);

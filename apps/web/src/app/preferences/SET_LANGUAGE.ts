import { graphql } from '../graphql/graphql';

// The signed-in user's interface language, kept by the server for their next sign-in anywhere.
export const SET_LANGUAGE = graphql(`
  mutation SetLanguage($language: String!) {
    setLanguage(language: $language) {
      _id
      language
    }
  }
`);

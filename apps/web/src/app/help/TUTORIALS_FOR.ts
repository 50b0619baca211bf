import { graphql } from '../graphql/graphql';

// The tutorial videos of one screen (the employee form, the reports page, the time-zone warning).
export const TUTORIALS_FOR = graphql(`
  query TutorialsFor($topic: String!) {
    tutorials(topic: $topic) {
      _id
      title
    }
  }
`);

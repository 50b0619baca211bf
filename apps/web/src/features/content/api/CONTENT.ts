import { graphql } from '../../../app/graphql/graphql';

export const TUTORIALS = graphql(`
  query Tutorials {
    tutorials {
      _id
      title
      url
      content
    }
  }
`);

export const IMPORTANT_LINKS = graphql(`
  query ImportantLinks {
    importantLinks {
      _id
      title
      url
    }
  }
`);

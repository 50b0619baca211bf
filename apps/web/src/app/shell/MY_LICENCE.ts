import { graphql } from '../graphql/graphql';

// The footer banner's licence facts: asked beside the page, so the signed-in user's head start stays as it is.
export const MY_LICENCE = graphql(`
  query MyLicence {
    myLicence {
      state
      quota
      used
      endsOn
    }
  }
`);

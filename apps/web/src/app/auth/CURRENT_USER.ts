import { graphql, type ResultOf } from '../graphql/graphql';

// The signed-in user, asked by every /app page first (preloadCurrentUser, and the head start before it).
export const CURRENT_USER = graphql(`
  query CurrentUser {
    me {
      _id
      name
      email
      avatar
      userType
      clientType
      status
      language
      company {
        _id
        displayName
        type
        depositAmount
        licence
        nameAmharic
      }
      roles {
        _id
        displayName
      }
    }
  }
`);

export type CurrentUser = ResultOf<typeof CURRENT_USER>['me'];

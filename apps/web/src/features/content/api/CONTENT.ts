import { graphql } from '../../../app/graphql/graphql';

export const TUTORIALS = graphql(`
  query Tutorials {
    tutorials {
      _id
      title
      url
      content
      image
      topic
    }
  }
`);

export const IMPORTANT_LINKS = graphql(`
  query ImportantLinks {
    importantLinks {
      _id
      title
      url
      kind
    }
  }
`);

export const SAVE_TUTORIAL = graphql(`
  mutation SaveTutorial($input: TutorialInput!) {
    saveTutorial(input: $input) {
      _id
    }
  }
`);

export const DELETE_TUTORIAL = graphql(`
  mutation DeleteTutorial($id: ID!) {
    deleteTutorial(id: $id) {
      affectedRows
    }
  }
`);

export const SAVE_IMPORTANT_LINK = graphql(`
  mutation SaveImportantLink($input: ImportantLinkInput!) {
    saveImportantLink(input: $input) {
      _id
    }
  }
`);

export const DELETE_IMPORTANT_LINK = graphql(`
  mutation DeleteImportantLink($id: ID!) {
    deleteImportantLink(id: $id) {
      affectedRows
    }
  }
`);

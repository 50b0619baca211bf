import { graphql } from '../../../app/graphql/graphql';

export const DELETE_EMPLOYEE = graphql(`
  mutation DeleteEmployee($id: ID!) {
    deleteEmployee(id: $id) {
      affectedRows
    }
  }
`);

import { graphql } from '../../../app/graphql/graphql';

export const USERS = graphql(`
  query UsersList($companyId: ID, $skip: Int, $take: Int, $searchText: String) {
    Users(companyId: $companyId, skip: $skip, take: $take, searchText: $searchText) {
      totalCount
      users {
        _id
        name
        email
        status
        userType
        roles {
          _id
          displayName
        }
      }
    }
    GetRoles {
      _id
      displayName
    }
  }
`);

export const CREATE_USER = graphql(`
  mutation CreateUser($input: UserInput!) {
    createUser(input: $input) {
      _id
    }
  }
`);

export const CHANGE_USER = graphql(`
  mutation ChangeUser($input: ChangeUserInput!) {
    changeUser(input: $input) {
      _id
      email
      status
    }
  }
`);

export const ASSIGN_ROLES = graphql(`
  mutation AssignRoles($ids: [ID!]!) {
    addUserRoles(ids: $ids) {
      _id
      roles {
        _id
        displayName
      }
    }
  }
`);

export const DELETE_USER = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      affectedRows
    }
  }
`);

// The chosen company's name for the page's heading (Companies > Show users).
export const USERS_COMPANY = graphql(`
  query UsersCompany($id: ID) {
    getCompany(input: { id: $id }) {
      _id
      displayName
    }
  }
`);

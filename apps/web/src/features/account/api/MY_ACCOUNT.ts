import { graphql } from '../../../app/graphql/graphql';

export const MY_COMPANY = graphql(`
  query MyCompany($id: ID) {
    getCompany(input: { id: $id }) {
      _id
      displayName
      email
      depositAmount
      nameAmharic
      managerNameAmharic
      licenseNumber
      address {
        telephone
        alternateTelephone
        city
        streetAddress
        country
      }
      partners {
        _id
        displayName
        type
        telephone
      }
    }
  }
`);

export const SAVE_SUB_AGENT = graphql(`
  mutation SaveSubAgent($input: SubAgentInput!) {
    saveSubAgent(input: $input) {
      _id
    }
  }
`);

export const SAVE_MY_COMPANY = graphql(`
  mutation SaveMyCompany($input: CompanyInput!) {
    createCompany(input: $input) {
      _id
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangeMyPassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

export const NOTIFICATION_CHOICE = graphql(`
  query NotificationChoice {
    me {
      _id
      notifyStageChanges
    }
  }
`);

export const SET_NOTIFICATIONS = graphql(`
  mutation SetStageChangeNotifications($enabled: Boolean!) {
    setStageChangeNotifications(enabled: $enabled) {
      _id
      notifyStageChanges
    }
  }
`);

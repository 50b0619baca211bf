import { graphql, type ResultOf } from '../../../app/graphql/graphql';

export const VISAS = graphql(`
  query Visas($skip: Int, $take: Int, $searchText: String) {
    visas(skip: $skip, take: $take, searchText: $searchText) {
      totalCount
      visas {
        _id
        visaNumber
        fullName
        passportNumber
      }
    }
  }
`);

export type VisaRow = ResultOf<typeof VISAS>['visas']['visas'][number];

export const DELETE_VISA = graphql(`
  mutation DeleteVisa($id: ID!) {
    deleteVisa(id: $id) {
      affectedRows
    }
  }
`);

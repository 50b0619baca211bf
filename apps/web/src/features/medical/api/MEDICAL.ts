import { graphql } from '../../../app/graphql/graphql';

export const MEDICAL_PAYMENTS = graphql(`
  query MedicalPayments($status: String, $skip: Int, $take: Int) {
    medicalPayments(status: $status, skip: $skip, take: $take) {
      totalCount
      medicalPayments {
        _id
        orderedAt
        totalAmount
        status
        screenshotLink
        transferReason
      }
    }
  }
`);

export const MEDICAL_PAYMENT = graphql(`
  query MedicalPayment($id: ID!) {
    getMedicalPayment(input: { _id: $id }) {
      _id
      orderedAt
      totalAmount
      status
      screenshotLink
      transferReason
      remarks
      details {
        _id
        by
        byLinkOrName
        slipLink
        notes
      }
    }
  }
`);

export const MEDICAL_SUMMARY = graphql(`
  query MedicalPaymentSummary {
    medicalPaymentSummary {
      byStatus {
        status
        count
        totalAmount
      }
      byMonth {
        month
        status
        count
        totalAmount
      }
    }
  }
`);

export const SAVE_MEDICAL_PAYMENT = graphql(`
  mutation SaveMedicalPayment($input: MedicalPaymentInput!) {
    createMedicalPayment(input: $input) {
      _id
    }
  }
`);

export const DELETE_MEDICAL_PAYMENT = graphql(`
  mutation DeleteMedicalPayment($id: ID!) {
    deleteMedicalPayment(id: $id) {
      affectedRows
    }
  }
`);

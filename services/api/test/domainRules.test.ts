import {
  addDays,
  calendarDay,
  dateLimits,
  dateMaxMessage,
  dateMinMessage,
  isoDay,
  MAX_CHILDREN,
  MAX_SALARY,
  MAX_VISA_QUANTITY,
  NOT_IN_FUTURE_MESSAGE,
  newVisaDefaults,
  prepareEmployeeForSave,
  VALIDATION_MESSAGES,
  WORKING_TIME_ZONE,
  type DateField,
} from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type Data, type TestApi } from './support/testApi';

// The server enforces exactly packages/domain's rules (issue 19 §1): each case is read from the domain, sent
// through HTTP, and the answer compared with what the domain says. A copy of a rule in the API that drifts from
// the domain fails here.

const dayBefore = (day: string) => isoDay(addDays(calendarDay(day), -1));
const dayAfter = (day: string) => isoDay(addDays(calendarDay(day), 1));

/** Where each dated field of the employee input sits, and the domain's limits it is checked against. */
const DATE_FIELDS: Array<{
  path: string;
  field: DateField;
  input: (day: string) => Record<string, unknown>;
}> = [
  { path: 'dateOfBirth', field: 'dateOfBirth', input: (day) => ({ dateOfBirth: day }) },
  {
    path: 'additionalData.documentReceivedDate',
    field: 'applicationDate',
    input: (day) => ({ additionalData: { documentReceivedDate: day } }),
  },
  {
    path: 'embassyProcess.stampedDate',
    field: 'visaIssued',
    input: (day) => ({ embassyProcess: { enjazNumber: 'E12345678', stampedDate: day } }),
  },
  { path: 'flight.flightDateTime', field: 'flight', input: (day) => ({ flight: { flightDateTime: day } }) },
  { path: 'flight.arrivedDateTime', field: 'flight', input: (day) => ({ flight: { arrivedDateTime: day } }) },
  {
    path: 'additionalData.discontinuedDate',
    field: 'discontinued',
    input: (day) => ({ additionalData: { discontinuedDate: day } }),
  },
  {
    path: 'additionalData.afterFlightStatusDate',
    field: 'afterFlight',
    input: (day) => ({ additionalData: { afterFlightStatusDate: day } }),
  },
  {
    path: 'passportIssueDate',
    field: 'passportIssue',
    input: (day) => ({ passportIssueDate: day, passportExpiryDate: '2036-12-31' }),
  },
  {
    path: 'passportExpiryDate',
    field: 'passportExpiry',
    input: (day) => ({ passportIssueDate: '2020-01-01', passportExpiryDate: day }),
  },
];

/** The widest of the spec's two readings: the server accepts a day inside either. */
function widestLimits(field: DateField): { min: string; max?: string } {
  const entry = dateLimits(field, 'entry');
  const alternate = dateLimits(field, 'alternate');
  const max = entry.max && alternate.max ? [entry.max, alternate.max].sort().pop() : undefined;
  return { min: [entry.min, alternate.min].sort()[0]!, ...(max ? { max } : {}) };
}

const CREATE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`;
const READ = `query ($id: ID!) { getEmployee(input: {_id: $id}) {
  passportNumber givenName surName placeOfBirth placeOfIssue dateOfBirth passportIssueDate passportExpiryDate
  firstTestimonialName firstTestimonialAddress address { telephone city streetAddress country }
  contactPerson { displayName address { city } }
  additionalData { documentReceivedDate discontinuedDate afterFlightStatusDate salary currency }
  embassyProcess { stampedDate } flight { flightDateTime arrivedDateTime } visa { visaNumber passportNumber }
} }`;

describe.each(ENGINES)("the domain's rules, enforced over HTTP on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 60_000);
  afterAll(() => api?.close());

  async function refused(input: Record<string, unknown>, field: string, message: string) {
    const before = await snapshot(api.db);
    const result = await api.gql(CREATE, { input: employeeInput(input) }, api.tokens.adminA);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await snapshot(api.db)).toBe(before);
  }

  async function saved(input: Record<string, unknown>) {
    const result = await api.gql(CREATE, { input: employeeInput(input) }, api.tokens.adminA);
    expect(result.errors).toBeUndefined();
    const read = await api.gql(READ, { id: result.data!.createEmployee._id }, api.tokens.adminA);
    return read.data!.getEmployee;
  }

  describe.each(DATE_FIELDS)('$path (domain limits of $field)', ({ path, field, input }) => {
    const limits = widestLimits(field);

    it('refuses the day before the earliest, with the domain message, and stores nothing', async () => {
      await refused(input(dayBefore(limits.min)), path, dateMinMessage(limits.min));
    });

    it('takes the earliest day and stores it as the domain prepares it, on the same day', async () => {
      const employee = await saved(input(limits.min));
      const at = (node: Data | undefined) => path.split('.').reduce((value, key) => value?.[key], node);
      const expected = prepareEmployeeForSave(employeeInput(input(limits.min)), {
        timeZone: WORKING_TIME_ZONE,
      });
      expect(at(employee)).toBe(at(expected));
      expect(calendarDay(String(at(employee)), WORKING_TIME_ZONE)).toEqual(calendarDay(limits.min));
    });

    it.runIf(limits.max)('takes the latest day of either reading, refuses the day after', async () => {
      await saved(input(limits.max!));
      await refused(input(dayAfter(limits.max!)), path, dateMaxMessage(limits.max!));
    });

    it.each(['2024-02-30', 'not a date', '9999-99-99'])('refuses the impossible day %s', async (day) => {
      await refused(input(day), path, VALIDATION_MESSAGES.invalidDate);
    });
  });

  it("saves an employee exactly as the domain's prepareEmployeeForSave writes it", async () => {
    const input = employeeInput({
      _id: undefined,
      passportNumber: ' ep7654321 ',
      placeOfIssue: 'addis ababa',
      firstTestimonialName: 'abebe kebede',
      contactPerson: { displayName: 'tigist alemu', address: { city: 'bahir dar' } },
      address: {
        telephone: ' 0911000000 ',
        city: 'addis ababa',
        streetAddress: 'bole road',
        country: 'ethiopia',
      },
      additionalData: { appliedCountry: 'kuwait' },
    });
    const employee = await saved(input);
    const expected = prepareEmployeeForSave(input as Parameters<typeof prepareEmployeeForSave>[0], {
      timeZone: WORKING_TIME_ZONE,
    });
    expect(employee).toMatchObject({
      passportNumber: expected.passportNumber,
      givenName: expected.givenName,
      surName: expected.surName,
      placeOfBirth: expected.placeOfBirth,
      placeOfIssue: expected.placeOfIssue,
      dateOfBirth: expected.dateOfBirth,
      passportIssueDate: expected.passportIssueDate,
      passportExpiryDate: expected.passportExpiryDate,
      firstTestimonialName: expected.firstTestimonialName,
      firstTestimonialAddress: expected.firstTestimonialAddress,
      address: {
        telephone: expected.address?.telephone,
        city: expected.address?.city,
        streetAddress: expected.address?.streetAddress,
        country: expected.address?.country,
      },
      contactPerson: {
        displayName: expected.contactPerson?.displayName,
        address: { city: expected.contactPerson?.address?.city },
      },
      additionalData: {
        salary: expected.additionalData?.salary,
        currency: expected.additionalData?.currency,
      },
      visa: { visaNumber: expected.visa?.visaNumber, passportNumber: expected.visa?.passportNumber },
    });
  });

  it.each([
    [{ dateOfBirth: '2099-01-01' }, 'dateOfBirth', NOT_IN_FUTURE_MESSAGE],
    [{ additionalData: { salary: -1 } }, 'additionalData.salary', 'Must be 0 or more'],
    [{ additionalData: { salary: 1e300 } }, 'additionalData.salary', `Must be ${MAX_SALARY} or less`],
    [{ additionalData: { numberOfChildren: -2 } }, 'additionalData.numberOfChildren', 'Must be 0 or more'],
    [
      { additionalData: { numberOfChildren: MAX_CHILDREN + 1 } },
      'additionalData.numberOfChildren',
      `Must be ${MAX_CHILDREN} or less`,
    ],
    [
      { additionalData: { notes: 'x'.repeat(1_001) } },
      'additionalData.notes',
      'Must be 1000 characters or less',
    ],
    [{ address: { telephone: '0'.repeat(21) } }, 'address.telephone', 'Must be 20 characters or less'],
  ])('refuses %j, naming %s', async (input, field, message) => {
    await refused(input, field, message);
  });

  it.each([
    [0, 'Must be 1 or more'],
    [MAX_VISA_QUANTITY + 1, `Must be ${MAX_VISA_QUANTITY} or less`],
  ])('refuses a visa quantity of %d', async (visaQty, message) => {
    const result = await api.gql(
      `mutation ($input: VisaInput!) { createVisa(input: $input) { _id } }`,
      { input: { visaNumber: '5559990003', visaQty } },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { field: 'visaQty' } });
  });

  it('refuses a status outside the domain list', async () => {
    await refused({ status: 'hired' }, 'status', VALIDATION_MESSAGES.invalidChoice);
  });

  it("starts a new visa from the domain's new-visa defaults and invents nothing", async () => {
    const result = await api.gql(
      `mutation { createVisa(input: {_id: "0", visaNumber: "5559990001", fullName: "sponsor"}) {
        status visaQty profession religion ageCategory salary currency visaType fullName address { city country }
      } }`,
      {},
      api.tokens.adminA,
    );
    expect(result.errors).toBeUndefined();
    const defaults = newVisaDefaults();
    expect(result.data!.createVisa).toEqual({
      ...defaults,
      address: { city: defaults.address.city, country: defaults.address.country },
      visaType: null,
      fullName: 'SPONSOR',
    });
  });

  it.each([
    ['12345678', 'visaNumber', VALIDATION_MESSAGES.visaNumber],
    ['12345678901', 'visaNumber', VALIDATION_MESSAGES.visaNumber],
  ])('refuses the visa number %s', async (visaNumber, field, message) => {
    const result = await api.gql(
      `mutation ($input: VisaInput!) { createVisa(input: $input) { _id } }`,
      { input: { visaNumber } },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { field } });
  });

  it('refuses a visa type outside the domain list', async () => {
    const result = await api.gql(
      `mutation { createVisa(input: {visaNumber: "5559990002", visaType: "tourism"}) { _id } }`,
      {},
      api.tokens.adminA,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: VALIDATION_MESSAGES.invalidChoice,
      extensions: { field: 'visaType' },
    });
  });

  it('refuses a second employee with a passport number the company holds, naming the other, and stores nothing', async () => {
    const first = await api.gql(
      CREATE,
      { input: employeeInput({ passportNumber: 'EP5150001' }) },
      api.tokens.adminA,
    );
    expect(first.errors).toBeUndefined();
    const before = await snapshot(api.db);
    const second = await api.gql(
      CREATE,
      { input: employeeInput({ passportNumber: ' ep5150001 ', givenName: 'hana girma' }) },
      api.tokens.adminA,
    );
    expect(second.errors?.[0]).toMatchObject({
      message: VALIDATION_MESSAGES.passportNumberTaken,
      extensions: { code: 'CONFLICT', field: 'passportNumber', employeeId: first.data!.createEmployee._id },
    });
    expect(await snapshot(api.db)).toBe(before);
    // Another company may hold the same passport number: the rule is per company.
    const elsewhere = await api.gql(
      CREATE,
      { input: employeeInput({ passportNumber: 'EP5150001' }) },
      api.tokens.adminB,
    );
    expect(elsewhere.errors).toBeUndefined();
  });

  it('answers a create sent twice with the one employee it made', async () => {
    const input = employeeInput({ _id: 'retry00001', passportNumber: 'EP5150002' });
    const first = await api.gql(CREATE, { input }, api.tokens.adminA);
    const before = await snapshot(api.db);
    const again = await api.gql(CREATE, { input }, api.tokens.adminA);
    expect(again.errors).toBeUndefined();
    expect(again.data!.createEmployee._id).toBe(first.data!.createEmployee._id);
    expect(await snapshot(api.db)).toBe(before);
  });

  it('lets an employee be saved again with its own passport number', async () => {
    const created = await api.gql(
      CREATE,
      { input: employeeInput({ passportNumber: 'EP5150003' }) },
      api.tokens.adminA,
    );
    const id = created.data!.createEmployee._id;
    const again = await api.gql(
      CREATE,
      { input: employeeInput({ _id: id, passportNumber: 'EP5150003', givenName: 'almaz b' }) },
      api.tokens.adminA,
    );
    expect(again.errors).toBeUndefined();
  });

  it('refuses a passport expiry on or before its issue date', async () => {
    await refused(
      { passportIssueDate: '2024-06-20', passportExpiryDate: '2024-06-19' },
      'passportExpiryDate',
      VALIDATION_MESSAGES.expiryNotAfterIssue,
    );
  });

  it('stores the ticket-booked flight with its time, as one instant like the arrival', async () => {
    const employee = await saved({
      flight: { flightDateTime: '2026-12-05T08:30', arrivedDateTime: '2026-12-10T11:00:00.000Z' },
    });
    // 08:30 in Riyadh (UTC+3), the server's working zone.
    expect(employee.flight).toEqual({
      flightDateTime: '2026-12-05T05:30:00.000Z',
      arrivedDateTime: '2026-12-10T11:00:00.000Z',
    });
  });

  it('refuses a blank visa: neither a visa number nor a sponsor name', async () => {
    const blank = await api.gql(
      `mutation ($input: VisaInput!) { createVisa(input: $input) { _id } }`,
      { input: { visaNumber: '', fullName: ' ', salary: 1000 } },
      api.tokens.adminA,
    );
    expect(blank.errors?.[0]).toMatchObject({
      message: VALIDATION_MESSAGES.blankVisa,
      extensions: { code: 'BAD_USER_INPUT', field: 'visaNumber' },
    });
  });
});

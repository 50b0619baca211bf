import type { TestApi } from './testApi';
import { employeeInput } from '../fixtures';

export interface Ids {
  employee: string;
  visa: string;
  payment: string;
  roleId: string;
  otherEmployee: string;
  otherVisa: string;
}

const NOT_AN_IMAGE = 'data:image/png;base64,bm90IGFuIGltYWdl';

export interface OperationCall {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * One call of every root field, aimed at company A's records (ids) or new records. The role matrix and the
 * tenant matrix both start from this table; a test checks it names every field of the schema.
 */
export function operationCalls(api: TestApi, ids: Ids): Record<string, OperationCall> {
  const { a, agent } = api.companies;
  const call = (query: string, variables: Record<string, unknown> = {}): OperationCall => ({
    query,
    variables,
  });
  return {
    _health: call(`{ _health }`),
    _noop: call(`mutation { _noop }`),
    me: call(`{ me { _id } }`),
    Users: call(`query ($c: ID) { Users(companyId: $c) { totalCount users { _id } } }`, { c: a }),
    GetRoles: call(`{ GetRoles { _id } }`),
    GetUser: call(`query ($id: ID!) { GetUser(input: {_id: $id}) { _id } }`, { id: api.users.plainA }),
    authUser: call(
      `mutation { authUser(input: {email: "nobody@example.com", password: "whatever1"}) { token } }`,
    ),
    signUpUser: call(
      `mutation { signUpUser(input: {email: "x", name: "x", password: "x", confirmPassword: "y"}) { token } }`,
    ),
    logout: call(`mutation { logout { message } }`),
    changePassword: call(
      `mutation { changePassword(input: {oldPassword: "nope-nope", password: "abcdef", confirmPassword: "abcdef"}) { message } }`,
    ),
    createUser: call(
      `mutation ($id: ID) { createUser(input: {id: $id, name: "Renamed User", email: "renamed.user@example.com"}) { _id } }`,
      { id: api.users.plainA },
    ),
    changeUser: call(`mutation ($id: ID!) { changeUser(input: {name: "activate", _id: $id}) { _id } }`, {
      id: api.users.plainA,
    }),
    deleteUser: call(`mutation ($id: ID!) { deleteUser(id: $id) { affectedRows } }`, {
      id: api.users.plainA,
    }),
    addUserRoles: call(`mutation ($ids: [ID!]!) { addUserRoles(ids: $ids) { _id } }`, {
      ids: [api.users.plainA, ids.roleId],
    }),
    addUserAgency: call(`mutation ($ids: [ID!]!) { addUserAgency(ids: $ids) { _id } }`, {
      ids: [api.users.plainA, a],
    }),
    addUserAgent: call(`mutation ($ids: [ID!]!) { addUserAgent(ids: $ids) { _id } }`, {
      ids: [api.users.plainA, agent],
    }),
    companies: call(`{ companies { totalCount } }`),
    getCompany: call(`query ($id: ID) { getCompany(input: {id: $id}) { _id } }`, { id: a }),
    getForeignAgent: call(`query ($id: ID!) { getForeignAgent(id: $id) { _id } }`, { id: agent }),
    localAgencies: call(`{ localAgencies { totalCount } }`),
    getLocalAgency: call(`query ($id: ID!) { getLocalAgency(id: $id) { _id } }`, { id: a }),
    myLicence: call(`{ myLicence { state used } }`),
    partnerDirectory: call(`{ partnerDirectory(searchText: "gulf") { _id } }`),
    createCompany: call(
      `mutation ($id: ID) { createCompany(input: {id: $id, displayName: "agency a", email: "agency.a@example.com"}) { _id } }`,
      { id: a },
    ),
    createForeignAgent: call(
      `mutation ($id: ID) { createForeignAgent(input: {id: $id, displayName: "gulf agent", email: "gulf.agent@example.com"}) { _id } }`,
      { id: agent },
    ),
    createLocalAgency: call(
      `mutation { createLocalAgency(input: {displayName: "new agency", email: "new.agency@example.com"}) { _id } }`,
    ),
    saveSubAgent: call(`mutation ($input: SubAgentInput!) { saveSubAgent(input: $input) { _id } }`, {
      input: { id: null, displayName: 'kassala office', telephone: '0912345678' },
    }),
    linkCompanies: call(`mutation ($ids: [ID!]!) { linkCompanies(ids: $ids) { _id } }`, { ids: [a, agent] }),
    deleteCompany: call(`mutation ($id: ID!) { deleteCompany(id: $id) { affectedRows } }`, { id: agent }),
    cvMakerCompanies: call(`query ($text: String!) { cvMakerCompanies(searchText: $text) { _id } }`, {
      text: 'agency',
    }),
    saveCompanyCvTemplate: call(
      `mutation ($input: CvTemplateInput!) { saveCompanyCvTemplate(input: $input) { _id } }`,
      { input: { id: a, cvTemplate: { name: 'basic', headBgColor: '#0a3d62', labelFontSize: 18 } } },
    ),
    employees: call(`{ employees { totalCount } }`),
    getEmployee: call(`query ($id: ID!) { getEmployee(input: {_id: $id}) { _id } }`, { id: ids.employee }),
    sharedEmployees: call(`{ sharedEmployees(link: "zzzzzz") { number } }`),
    linkedEmployees: call(
      `query ($a: ID!, $b: ID!) { linkedEmployees(agencyId: $a, agentId: $b) { number } }`,
      {
        a,
        b: agent,
      },
    ),
    shortLinks: call(`{ shortLinks { link } }`),
    dashboard: call(`{ dashboard { totalCount } }`),
    morningChecks: call(`{ morningChecks(stuckForDays: 10) { passportsExpiringSoon stuckEmployees } }`),
    auditLog: call(`{ auditLog { totalCount } }`),
    setStageChangeNotifications: call(
      `mutation { setStageChangeNotifications(enabled: false) { notifyStageChanges } }`,
    ),
    setLanguage: call(`mutation { setLanguage(language: "ar") { language } }`),
    medicalPaymentSummary: call(`{ medicalPaymentSummary { byStatus { status count } } }`),
    createEmployee: call(`mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`, {
      input: employeeInput({ _id: ids.employee, status: 'selected' }),
    }),
    deleteEmployee: call(`mutation ($id: ID!) { deleteEmployee(id: $id) { affectedRows } }`, {
      id: ids.employee,
    }),
    assignEmployeeVisa: call(`mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }`, {
      ids: [ids.employee, ids.visa],
    }),
    generateLink: call(`mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`, {
      ids: [ids.employee],
    }),
    // Not an image: the calls reach their checks without writing a file.
    uploadPicture: call(
      `mutation ($input: PhotoUploadInput!) { uploadPicture(input: $input) { fileName } }`,
      { input: { _id: ids.employee, type: 'face', avatar: NOT_AN_IMAGE } },
    ),
    uploadProfilePicture: call(
      `mutation ($input: PhotoUploadInput!) { uploadProfilePicture(input: $input) { fileName } }`,
      { input: { avatar: NOT_AN_IMAGE } },
    ),
    uploadCompanyPicture: call(
      `mutation ($input: PhotoUploadInput!) { uploadCompanyPicture(input: $input) { fileName } }`,
      { input: { _id: a, type: 'header', avatar: NOT_AN_IMAGE } },
    ),
    uploadFile: call(`mutation ($input: PhotoUploadInput!) { uploadFile(input: $input) { fileName } }`, {
      input: { type: 'medical', avatar: NOT_AN_IMAGE },
    }),
    visas: call(`{ visas { totalCount } }`),
    getVisa: call(`query ($id: ID!) { getVisa(id: $id) { _id } }`, { id: ids.visa }),
    createVisa: call(
      `mutation ($id: ID) { createVisa(input: {_id: $id, visaNumber: "1231231231", fullName: "x"}) { _id } }`,
      { id: ids.visa },
    ),
    deleteVisa: call(`mutation ($id: ID!) { deleteVisa(id: $id) { affectedRows } }`, { id: ids.visa }),
    importEmployees: call(
      `mutation ($rows: [EmployeeImportRow!]!) { importEmployees(rows: $rows, dryRun: true) { imported } }`,
      { rows: [{ row: 2, givenName: 'Almaz', surName: 'Bekele', sex: 'F', passportNumber: 'EP7000001' }] },
    ),
    importVisas: call(
      `mutation ($rows: [VisaImportRow!]!) { importVisas(rows: $rows, dryRun: true) { imported } }`,
      { rows: [{ row: 2, visaNumber: '7000000001' }] },
    ),
    medicalPayments: call(`{ medicalPayments { totalCount } }`),
    getMedicalPayment: call(`query ($id: ID!) { getMedicalPayment(input: {_id: $id}) { _id } }`, {
      id: ids.payment,
    }),
    createMedicalPayment: call(
      `mutation ($id: ID) { createMedicalPayment(input: {_id: $id, status: "paid"}) { _id } }`,
      { id: ids.payment },
    ),
    deleteMedicalPayment: call(`mutation ($id: ID!) { deleteMedicalPayment(id: $id) { affectedRows } }`, {
      id: ids.payment,
    }),
    forgotPassword: call(
      `mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) { message } }`,
      { input: { email: 'nobody@example.com' } },
    ),
    resetUserPassword: call(
      `mutation ($input: ResetUserPasswordInput!) { resetUserPassword(input: $input) { message } }`,
      { input: { id: api.users.plainA, token: 'a.1.b', password: 'secret99', confirmPassword: 'secret99' } },
    ),
    verifyEmail: call(`mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }`, {
      input: { id: api.users.plainA, token: 'a', expires: '1', signature: 'b' },
    }),
    resendVerificationEmail: call(`mutation ($id: ID!) { resendVerificationEmail(id: $id) { message } }`, {
      id: '0123456789abcdef01234567',
    }),
    captchaChallenge: call(`{ captchaChallenge { challenge } }`),
    authUserCaptcha: call(
      `mutation ($input: AuthCaptchaInput!) { authUserCaptcha(input: $input) { token } }`,
      { input: { email: 'admin.a@example.com', password: 'secret123', captcha: 'e30=' } },
    ),
    recaptchaRegister: call(
      `mutation ($input: RegisterInput!) { recaptchaRegister(input: $input) { _id } }`,
      {
        input: {
          country: 'Ethiopia',
          phone: '251911223344',
          name: 'Addis',
          email: 'a@addis.example.com',
          captcha: 'e30=',
        },
      },
    ),
    recaptchaCheckStatus: call(
      `mutation ($input: CheckStatusInput!) { recaptchaCheckStatus(input: $input) { status } }`,
      { input: { searchText: 'EP1234567', captcha: 'e30=' } },
    ),
    shareLinkByEmail: call(
      `mutation ($email: String!, $link: String!) { shareLinkByEmail(email: $email, link: $link) { message } }`,
      { email: 'bad', link: 'zzzzzz' },
    ),
    setShareLinkOptions: call(
      `mutation ($input: ShareLinkOptionsInput!) { setShareLinkOptions(input: $input) { link } }`,
      { input: { link: 'zzzzzz', hideContact: true } },
    ),
    revokeShareLink: call(`mutation ($link: String!) { revokeShareLink(link: $link) { link } }`, {
      link: 'zzzzzz',
    }),
    publicPremiumList: call(`query ($b: ID!) { publicPremiumList(agentId: $b) { key } }`, { b: agent }),
    setPublicPremiumList: call(
      `mutation ($b: ID!) { setPublicPremiumList(agentId: $b, open: false) { key } }`,
      { b: agent },
    ),
    renewPublicPremiumList: call(`mutation ($b: ID!) { renewPublicPremiumList(agentId: $b) { key } }`, {
      b: agent,
    }),
    signInProviders: call(`{ signInProviders { name } }`),
    googleLogin: call(`mutation ($t: String!) { googleLogin(idToken: $t) { token } }`, { t: 'x' }),
    facebookLogin: call(
      `mutation ($u: String!, $t: String!) { facebookLogin(userID: $u, accessToken: $t) { token } }`,
      { u: '1', t: 'x' },
    ),
    tutorials: call(`{ tutorials { _id } }`),
    importantLinks: call(`{ importantLinks { _id } }`),
    saveTutorial: call(
      `mutation { saveTutorial(input: { title: "Matrix video", url: "https://example.com/v" }) { _id } }`,
    ),
    deleteTutorial: call(`mutation { deleteTutorial(id: "aaaaaaaaaaaaaaaaaaaaaaaa") { affectedRows } }`),
    saveImportantLink: call(
      `mutation { saveImportantLink(input: { title: "Matrix link", url: "https://example.com/l" }) { _id } }`,
    ),
    deleteImportantLink: call(
      `mutation { deleteImportantLink(id: "aaaaaaaaaaaaaaaaaaaaaaaa") { affectedRows } }`,
    ),
  };
}

/** Records of company A (and one of company B) the matrices aim at. */
export async function createRecords(api: TestApi): Promise<Ids> {
  const must = async (query: string, variables: Record<string, unknown>, token: string) => {
    const result = await api.gql(query, variables, token);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
  const employee = await must(
    `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
    { input: employeeInput() },
    api.tokens.adminA,
  );
  const visa = await must(
    `mutation { createVisa(input: {visaNumber: "1112223334", fullName: "sponsor a"}) { _id } }`,
    {},
    api.tokens.adminA,
  );
  const payment = await must(
    `mutation { createMedicalPayment(input: {totalAmount: 100}) { _id } }`,
    {},
    api.tokens.adminA,
  );
  const otherEmployee = await must(
    `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
    { input: employeeInput({ passportNumber: 'EP9990001' }) },
    api.tokens.adminB,
  );
  const otherVisa = await must(
    `mutation { createVisa(input: {visaNumber: "9998887776", fullName: "sponsor b"}) { _id } }`,
    {},
    api.tokens.adminB,
  );
  const roles = await must(`{ GetRoles { _id displayName } }`, {}, api.tokens.adminA);
  await must(
    `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
    { ids: [employee.createEmployee._id] },
    api.tokens.adminA,
  );
  return {
    employee: employee.createEmployee._id,
    visa: visa.createVisa._id,
    payment: payment.createMedicalPayment._id,
    roleId: roles.GetRoles.find((r: { displayName: string }) => r.displayName === 'ViewEmployees')._id,
    otherEmployee: otherEmployee.createEmployee._id,
    otherVisa: otherVisa.createVisa._id,
  };
}

import { EMPLOYEE_STATUSES, newObjectId, ROLE_NAMES } from '@placement/domain';
import { hashPassword, OWASP_ARGON2ID, type PasswordHashing } from '../auth/passwords';
import type { Database, Queryable } from '../db/Database';
import { storePicture } from '../files/photoFiles';
import { employeeForSave } from '../modules/employees/employeeForSave';
import { saveEmployee } from '../modules/employees/repository';
import { saveVisa } from '../modules/visas/repository';
import { visaWrite } from '../modules/visas/visaWrite';
import { demoPhoto } from './demoPhoto';
import { IMPORTANT_LINKS } from './importantLinks';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = {
  super: 'super@placement.demo',
  admin: 'admin@addisstar.demo',
  clerk: 'clerk@addisstar.demo',
  agent: 'agent@riyadhgulf.demo',
  sudan: 'admin@sudan.demo',
  sudan2: 'admin@sudan2.demo',
} as const;

// The local agency's admin holds every role there is.
const ADMIN_ROLES: readonly string[] = ROLE_NAMES;
const CLERK_ROLES = [
  'ViewDashboard',
  'ViewEmployees',
  'AddEmployees',
  'EditEmployees',
  'ViewCandidates',
  'AddVisas',
  'AssignVisas',
  'EnjazEntry',
];
const AGENT_ROLES = [
  'ViewDashboard',
  'ViewEmployees',
  'AddEmployees',
  'EditEmployees',
  'ViewCandidates',
  'ViewCompanies',
];

const GIVEN = [
  'ALMAZ',
  'TIGIST',
  'HIRUT',
  'MESERET',
  'SELAM',
  'FATUMA',
  'AMINA',
  'HANAN',
  'BETELHEM',
  'ZENEBECH',
  'MULU',
  'KEDIJA',
  'AISHA',
  'SARA',
  'RAHEL',
  'NAFISA',
];
const FATHER = [
  'TESFAYE',
  'BEKELE',
  'MOHAMMED',
  'ABDI',
  'GIRMA',
  'HUSSEN',
  'ALEMU',
  'YIMER',
  'KEBEDE',
  'AHMED',
  'TADESSE',
  'OUMER',
];
const SURNAME = [
  'WOLDE',
  'ABEBE',
  'ALI',
  'HASSAN',
  'DEMISSIE',
  'MENGISTU',
  'SEID',
  'GEBRE',
  'YUSUF',
  'NEGASH',
];
const PLACES = [
  'ADDIS ABABA',
  'DESSIE',
  'JIMMA',
  'BAHIR DAR',
  'HAWASSA',
  'ADAMA',
  'HARAR',
  'GONDAR',
  'MEKELLE',
  'DIRE DAWA',
];
const SPONSORS = [
  'SAAD AL HARBI',
  'FAHAD AL OTAIBI',
  'NASSER AL QAHTANI',
  'KHALID AL DOSARI',
  'MOHAMMED AL SHEHRI',
  'ABDULLAH AL ZAHRANI',
];
const COUNTRIES = ['saudi_arabia', 'saudi_arabia', 'saudi_arabia', 'kuwait', 'uae', 'qatar', 'jordan'];
const SKILLS = [
  'washing_dishes',
  'washing_ironing_clothes',
  'dusting_cleaning',
  'baby_sitting',
  'children_care',
  'cooking',
  'arabic_cooking',
];

interface SeedOptions {
  filesDir: string;
  passwordHashing?: PasswordHashing;
  employees?: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

async function company(
  db: Queryable,
  type: string,
  name: string,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const id = newObjectId();
  const { depositAmount = '', licence = '', ...data } = extra;
  await db.query(
    'INSERT INTO companies (id, type, display_name, email, deposit_amount, licence, data) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, type, name, email, depositAmount, licence, data],
  );
  return id;
}

async function user(
  db: Queryable,
  companyId: string,
  name: string,
  email: string,
  userType: string,
  roles: readonly string[],
  hash: string,
) {
  const id = newObjectId();
  await db.query(
    'INSERT INTO users (id, company_id, name, email, password_hash, user_type) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, companyId, name, email, hash, userType],
  );
  await db.query(
    'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE display_name = ANY($2)',
    [id, roles],
  );
  return id;
}

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (rows[0]?.n ?? 0) === 0;
}

/** The demo employee i's given names (own and father's), as the record and its photo's initials both show. */
function demoGivenName(i: number): string {
  return `${GIVEN[i % GIVEN.length]} ${FATHER[(i * 7) % FATHER.length]}`;
}

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');

/** The demo data set: see the README's "Demo sign-in". Deterministic apart from ids and photo file names. */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD, options.passwordHashing ?? OWASP_ARGON2ID);
  const total = options.employees ?? 200;
  const photos: string[] = [];
  for (let i = 0; i < Math.min(total, 200); i += 1) {
    photos.push(
      await storePicture(options.filesDir, 'face', await demoPhoto(i, initialsOf(demoGivenName(i)))),
    );
  }
  await db.transaction(async (tx) => {
    const platform = await company(tx, 'Moderator', 'PLACEMENT SUPPORT', 'support@placement.demo');
    const addis = await company(tx, 'LocalAgency', 'ADDIS STAR EMPLOYMENT AGENCY', 'office@addisstar.demo', {
      nameAmharic: 'አዲስ ስታር የሥራ ኤጀንሲ',
      managerNameAmharic: 'ወ/ሮ ሰላም ተስፋዬ',
      licenseNumber: 'LA/0457/2016',
      address: {
        telephone: '+251911223344',
        city: 'ADDIS ABABA',
        streetAddress: 'BOLE SUBCITY WOREDA 03',
        country: 'ETHIOPIA',
      },
    });
    const agent = await company(
      tx,
      'ForeignAgent',
      'RIYADH GULF RECRUITMENT OFFICE',
      'office@riyadhgulf.demo',
      {
        address: { telephone: '+966501234567', city: 'RIYADH', country: 'SAUDI ARABIA' },
      },
    );
    const sudan = await company(tx, 'LocalAgency', 'NILE SUDAN AGENCY', 'office@sudan.demo', {
      depositAmount: 'sudan',
      licence: 'renewal',
    });
    const sudan2 = await company(tx, 'LocalAgency', 'BLUE NILE SUDAN AGENCY', 'office@sudan2.demo', {
      depositAmount: 'sudan2',
    });
    const subAgent = await company(tx, 'SubAgent', 'KASSALA SUB AGENT', 'subagent.kassala@placement.invalid');
    await tx.query(
      'INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2), ($2, $1), ($3, $2), ($2, $3), ($3, $4), ($4, $3)',
      [addis, agent, sudan, subAgent],
    );

    await user(tx, platform, 'Placement Support', DEMO_USERS.super, 'Super', [], hash);
    await user(tx, addis, 'Selam Tesfaye', DEMO_USERS.admin, 'ClientAdmin', ADMIN_ROLES, hash);
    await user(tx, addis, 'Dawit Clerk', DEMO_USERS.clerk, 'ClientUser', CLERK_ROLES, hash);
    await user(tx, agent, 'Fahad Agent', DEMO_USERS.agent, 'ClientAdmin', AGENT_ROLES, hash);
    await user(tx, sudan, 'Omer Sudan', DEMO_USERS.sudan, 'ClientAdmin', ADMIN_ROLES, hash);
    await user(tx, sudan2, 'Amna Sudan', DEMO_USERS.sudan2, 'ClientAdmin', ADMIN_ROLES, hash);

    const owners = [addis, addis, addis, addis, addis, sudan, sudan, sudan2];
    const visaIds: Array<{ id: string; owner: string; number: string; sponsor: string }> = [];
    for (let i = 0; i < 60; i += 1) {
      const owner = owners[i % owners.length]!;
      const number = `${4000000000 + i * 7919}`;
      const sponsor = SPONSORS[i % SPONSORS.length]!;
      const id = newObjectId();
      const write = visaWrite({
        visaNumber: number,
        fullName: sponsor,
        passportNumber: `${1000000000 + i * 3571}`,
        visaType: 'work',
        address: {
          telephone: `+96650${pad(1000000 + i, 7)}`,
          city: i % 3 === 0 ? 'JEDDAH' : 'RIYADH',
          country: 'SAUDI ARABIA',
        },
      });
      await saveVisa(tx, id, owner, write, true);
      visaIds.push({ id, owner, number, sponsor });
    }

    for (let i = 0; i < total; i += 1) {
      const owner = owners[i % owners.length]!;
      const status = EMPLOYEE_STATUSES[i % EMPLOYEE_STATUSES.length]!;
      const given = demoGivenName(i);
      const appliedCountry = COUNTRIES[i % COUNTRIES.length]!;
      const birthYear = 1985 + (i % 18);
      const issueYear = 2019 + (i % 6);
      const prepared = employeeForSave(
        {
          status,
          passportNumber: `EP${pad(5000000 + i * 37, 7)}`,
          givenName: given,
          surName: SURNAME[i % SURNAME.length],
          placeOfBirth: PLACES[i % PLACES.length],
          placeOfIssue: 'ADDIS ABABA',
          sex: i % 9 === 0 ? 'male' : 'female',
          dateOfBirth: `${birthYear}-${pad((i % 12) + 1, 2)}-${pad((i % 27) + 1, 2)}`,
          passportIssueDate: `${issueYear}-${pad((i % 12) + 1, 2)}-10`,
          passportExpiryDate: `${issueYear + 5}-${pad((i % 12) + 1, 2)}-09`,
          // Past the photos drawn, one whose initials are this employee's (or none).
          facePhoto: photos[i] ?? photos.find((_, j) => initialsOf(demoGivenName(j)) === initialsOf(given)),
          address: {
            telephone: `09${pad(11000000 + i * 131, 8)}`,
            city: PLACES[(i + 3) % PLACES.length],
            country: 'ETHIOPIA',
          },
          contactPerson: {
            displayName: `${FATHER[(i + 1) % FATHER.length]} ${SURNAME[(i + 2) % SURNAME.length]}`,
            kinship: 'brother',
            address: { telephone: `09${pad(22000000 + i, 8)}`, city: 'ADDIS ABABA' },
          },
          additionalData: {
            nationality: 'ethiopian',
            pastNationality: 'ethiopian',
            maritalStatus: ['single', 'married', 'divorced'][i % 3],
            religion: i % 3 === 0 ? 'christian' : 'muslim',
            appliedProfession: i % 9 === 0 ? 'driver' : 'housemaid',
            appliedCountry,
            contractPeriod: 'two',
            complexion: 'brown',
            salary: appliedCountry === 'kuwait' ? undefined : 1000,
            currency: 'saudi_riyal',
            numberOfChildren: i % 4,
            height: String(150 + (i % 20)),
            weight: String(50 + (i % 25)),
            labourId: i % 4 === 0 ? `LMIS${pad(i, 6)}` : '',
          },
          education: {
            arabicLanguage: ['poor', 'fair', 'good', 'fluent'][i % 4],
            englishLanguage: ['poor', 'fair', 'good', 'fluent'][(i + 1) % 4],
            educationLevel: ['grade_eight_complete', 'secondary_complete', 'vocational_complete'][i % 3],
            skills: SKILLS.filter((_, k) => (i + k) % 2 === 0),
          },
          workExperience:
            i % 3 === 0
              ? []
              : [{ country: i % 2 ? 'saudi_arabia' : 'kuwait', profession: 'housemaid', years: 'two' }],
          embassyProcess: i % 4 === 1 ? { enjazNumber: `E${pad(100000000 + i * 97, 9)}` } : undefined,
          firstTestimonialName: `${FATHER[(i + 4) % FATHER.length]} ${SURNAME[(i + 5) % SURNAME.length]}`,
          firstTestimonialTelephone: `09${pad(33000000 + i, 8)}`,
        },
        null,
        { depositAmount: owner === sudan ? 'sudan' : owner === sudan2 ? 'sudan2' : '' },
      );
      const ownVisas = visaIds.filter((v) => v.owner === owner);
      const visa = i % 3 === 1 ? ownVisas[i % ownVisas.length] : undefined;
      const prospects =
        owner === addis && i % 2 === 0 ? [agent] : owner === sudan && i % 3 === 0 ? [subAgent] : [];
      await saveEmployee(
        tx,
        newObjectId(),
        {
          ownerId: owner,
          status: prepared.status,
          prospectIds: prospects,
          visaId: visa?.id ?? null,
          visaNumber: visa?.number ?? '',
          employer: visa?.sponsor ?? '',
          data: prepared.data,
        },
        true,
      );
    }

    for (let i = 0; i < 8; i += 1) {
      const statuses = ['new', 'paid', 'canceled', 'screenshotAttached', 'verified'];
      await tx.query(
        'INSERT INTO medical_payments (id, company_id, status, total_amount, data) VALUES ($1, $2, $3, $4, $5)',
        [
          newObjectId(),
          i % 2 ? addis : sudan,
          statuses[i % statuses.length],
          1500 * (i + 1),
          {
            orderedAt: new Date(Date.UTC(2025, i, 5)).toISOString(),
            transferReason: 'Wafid medical examination',
            screenshotLink: '',
            remarks: '',
            details: [
              {
                _id: newObjectId(),
                by: 'passport',
                byLinkOrName: `EP${pad(5000000 + i * 37, 7)}`,
                status: 'new',
              },
            ],
          },
        ],
      );
    }

    const tutorials = [
      [
        'How to add a new employee',
        'https://www.youtube.com/watch?v=placement-add-employee',
        'Type the passport data as printed, add the photos and the passport scan, and save: the employee starts in the New stage and appears on the employee list at once.',
        'employee',
      ],
      [
        'Attaching a visa to an employee',
        'https://www.youtube.com/watch?v=placement-attach-visa',
        "Open the employee, pick the sponsor's visa by its number, and save: the visa's sponsor, city and profession print on the embassy documents from then on.",
      ],
      [
        'Printing the embassy application',
        'https://www.youtube.com/watch?v=placement-print-enjaz',
        'With a visa, a passport number and an application number, the Saudi embassy application prints with both barcodes; check them with a scanner before you send it.',
      ],
      [
        'Sharing CVs with a foreign agent',
        'https://www.youtube.com/watch?v=placement-share-cv',
        'Select the candidates, make a link and send it by e-mail or WhatsApp: the agent sees exactly the CVs you chose, and you can revoke the link at any time.',
      ],
      [
        'Printing the status reports',
        'https://www.youtube.com/watch?v=placement-reports',
        'Choose the dates and the stage, then print or download the report: one row per employee with the dates each stage was reached.',
        'reports',
      ],
      [
        "Setting the computer's time zone (Windows)",
        'https://www.youtube.com/watch?v=placement-time-zone-windows',
        'Open Date & time settings, turn off "Set time zone automatically" and choose (UTC+03:00) Nairobi or Riyadh, then reload the page.',
        'timeZone',
      ],
      [
        "Setting the computer's time zone (phone)",
        'https://www.youtube.com/watch?v=placement-time-zone-phone',
        'In Settings > Date & time, choose the time zone of Addis Ababa, Riyadh or Dubai, then open the page again.',
        'timeZone',
      ],
    ];
    for (const [index, [title, url, content, topic = '']] of tutorials.entries()) {
      await tx.query(
        'INSERT INTO tutorials (id, title, url, position, content, topic) VALUES ($1, $2, $3, $4, $5, $6)',
        [newObjectId(), title, url, index, content, topic],
      );
    }
    for (const [index, link] of IMPORTANT_LINKS.entries()) {
      await tx.query(
        'INSERT INTO important_links (id, title, url, position, kind) VALUES ($1, $2, $3, $4, $5)',
        [newObjectId(), link.title, link.url, index, link.kind ?? ''],
      );
    }
    // The demo photos belong to the company of the first employee wearing each (several share one).
    await tx.query(
      `INSERT INTO stored_files (name, company_id, kind)
       SELECT DISTINCT ON (data ->> 'facePhoto') data ->> 'facePhoto', owner_id, 'face' FROM employees
        WHERE data ->> 'facePhoto' IS NOT NULL ORDER BY data ->> 'facePhoto', id
       ON CONFLICT (name) DO NOTHING`,
    );
  });
}

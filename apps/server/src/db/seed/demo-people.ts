import type { Realm, Role } from '@fm/contract/enums';
import type { AgencyKey } from './demo-catalogue.ts';

export const DEMO_PASSWORD = 'demo1234!';

export type DemoAccount = { email: string; realm: Realm; role: Role };

/** The sign-in accounts of DESIGN §4, exactly; every seeded user shares DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', realm: 'admin', role: 'admin' },
  { email: 'cfo.global@demo.test', realm: 'finance', role: 'finance-cfo-global' },
  { email: 'cfo@demo.test', realm: 'finance', role: 'finance-cfo' },
  { email: 'finance@demo.test', realm: 'finance', role: 'finance-user' },
  { email: 'md@demo.test', realm: 'agency', role: 'managing-director' },
  { email: 'md2@demo.test', realm: 'agency', role: 'managing-director' },
  { email: 'am@demo.test', realm: 'agency', role: 'agency-manager' },
  { email: 'freelancer@demo.test', realm: 'freelancer', role: 'freelancer' },
  { email: 'newfreelancer@demo.test', realm: 'freelancer', role: 'freelancer' },
] as const satisfies readonly DemoAccount[];

/** Staff: the demo accounts plus the other agencies' people. Keys are used by the rest of the seed. */
export type StaffSpec = {
  key: string;
  email: string;
  role: Exclude<Role, 'freelancer'>;
  firstName: string;
  lastName: string;
  language?: 'en' | 'de';
  agencies?: AgencyKey[];
};

export const STAFF: StaffSpec[] = [
  { key: 'admin', email: 'admin@demo.test', role: 'admin', firstName: 'Alexandra', lastName: 'Berger' },
  { key: 'cfoGlobal', email: 'cfo.global@demo.test', role: 'finance-cfo-global', firstName: 'Georg', lastName: 'Hoffmann', language: 'de' },
  { key: 'cfo', email: 'cfo@demo.test', role: 'finance-cfo', firstName: 'Claudia', lastName: 'Neumann' },
  { key: 'finance', email: 'finance@demo.test', role: 'finance-user', firstName: 'Felix', lastName: 'Wagner', language: 'de' },
  { key: 'md', email: 'md@demo.test', role: 'managing-director', firstName: 'Martin', lastName: 'Dietrich', agencies: ['nordlicht', 'suedwind'] },
  { key: 'md2', email: 'md2@demo.test', role: 'managing-director', firstName: 'Miriam', lastName: 'Köhler', language: 'de', agencies: ['nordlicht'] },
  { key: 'am', email: 'am@demo.test', role: 'agency-manager', firstName: 'Andreas', lastName: 'Müller', agencies: ['nordlicht'] },
  { key: 'sabine', email: 'sabine.vogel@demo.test', role: 'agency-manager', firstName: 'Sabine', lastName: 'Vogel', language: 'de', agencies: ['suedwind'] },
  { key: 'ralf', email: 'ralf.becker@demo.test', role: 'managing-director', firstName: 'Ralf', lastName: 'Becker', agencies: ['rheinblick'] },
  { key: 'julia', email: 'julia.schaefer@demo.test', role: 'agency-manager', firstName: 'Julia', lastName: 'Schäfer', language: 'de', agencies: ['rheinblick'] },
  { key: 'eva', email: 'eva.lange@demo.test', role: 'managing-director', firstName: 'Eva', lastName: 'Lange', agencies: ['elbe'] },
  { key: 'hannah', email: 'hannah.krueger@demo.test', role: 'managing-director', firstName: 'Hannah', lastName: 'Krüger', agencies: ['havelstern'] },
  { key: 'tom', email: 'tom.richter@demo.test', role: 'agency-manager', firstName: 'Tom', lastName: 'Richter', agencies: ['havelstern'] },
  { key: 'olaf', email: 'olaf.brandt@demo.test', role: 'managing-director', firstName: 'Olaf', lastName: 'Brandt', agencies: ['altmuehl'] },
];

export type FreelancerSpec = {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  language?: 'en' | 'de';
  isComplete?: boolean;
  city: string;
  postalCode: string;
  street: string;
  dayRate: number;
  hourlyRate: number;
  since: number;
  skills: number[];
  jobTitle: number;
  languages: number[];
  specialities: number[];
  vat?: 0 | 1 | 2;
  excludeVat?: boolean;
  companyName?: string;
  companyId?: string;
  hasVendorNumber?: boolean;
  absences?: number[];
};

/** Day rate and hourly rate in euros; skills/job title/languages index the catalogues; absences are day offsets. */
export const FREELANCERS: FreelancerSpec[] = [
  { key: 'lena', email: 'freelancer@demo.test', firstName: 'Lena', lastName: 'Fischer', language: 'de',
    city: 'Hamburg', postalCode: '22765', street: 'Große Elbstraße 14', dayRate: 720, hourlyRate: 90, since: 2012,
    skills: [0, 1, 4, 19], jobTitle: 0, languages: [0, 1], specialities: [0, 1], companyName: 'Fischer Design',
    companyId: '4821', absences: [10, 11, 12, 31, 32, 33, 34] },
  { key: 'noah', email: 'newfreelancer@demo.test', firstName: 'Noah', lastName: 'Weber', isComplete: false,
    city: 'Berlin', postalCode: '10997', street: '', dayRate: 0, hourlyRate: 0, since: 2022, skills: [], jobTitle: 3,
    languages: [], specialities: [] },
  { key: 'emily', email: 'emily.clarke@demo.test', firstName: 'Emily', lastName: 'Clarke', city: 'Berlin',
    postalCode: '10435', street: 'Kastanienallee 22', dayRate: 680, hourlyRate: 85, since: 2014, skills: [6, 7, 8],
    jobTitle: 3, languages: [1, 0], specialities: [2, 6], absences: [3, 4] },
  { key: 'jonas', email: 'jonas.hartmann@demo.test', firstName: 'Jonas', lastName: 'Hartmann', language: 'de',
    city: 'Köln', postalCode: '50672', street: 'Brüsseler Straße 5', dayRate: 560, hourlyRate: 70, since: 2016,
    skills: [11, 12, 10], jobTitle: 5, languages: [0], specialities: [1, 7] },
  { key: 'sophie', email: 'sophie.martin@demo.test', firstName: 'Sophie', lastName: 'Martin', city: 'München',
    postalCode: '80469', street: 'Reichenbachstraße 9', dayRate: 640, hourlyRate: 80, since: 2013, skills: [16, 0, 17],
    jobTitle: 7, languages: [0, 1, 2], specialities: [0, 3], vat: 1 },
  { key: 'lukas', email: 'lukas.braun@demo.test', firstName: 'Lukas', lastName: 'Braun', language: 'de',
    city: 'Leipzig', postalCode: '04109', street: 'Karl-Liebknecht-Straße 40', dayRate: 600, hourlyRate: 75,
    since: 2017, skills: [2, 14, 5], jobTitle: 6, languages: [0, 1], specialities: [3] },
  { key: 'mia', email: 'mia.zimmermann@demo.test', firstName: 'Mia', lastName: 'Zimmermann', language: 'de',
    city: 'Hamburg', postalCode: '20357', street: 'Schanzenstraße 58', dayRate: 480, hourlyRate: 60, since: 2020,
    skills: [13, 11], jobTitle: 8, languages: [0, 1, 3], specialities: [5], excludeVat: true, vat: 2,
    absences: [1, 2, 3, 4, 5] },
  { key: 'daniel', email: 'daniel.kowalski@demo.test', firstName: 'Daniel', lastName: 'Kowalski', city: 'Berlin',
    postalCode: '10245', street: 'Simon-Dach-Straße 18', dayRate: 760, hourlyRate: 95, since: 2010,
    skills: [6, 7, 8, 4], jobTitle: 3, languages: [0, 1, 6], specialities: [2], companyName: 'Kowalski IT-Services',
    companyId: '3307' },
  { key: 'clara', email: 'clara.hofmann@demo.test', firstName: 'Clara', lastName: 'Hofmann', language: 'de',
    city: 'Frankfurt am Main', postalCode: '60311', street: 'Berliner Straße 27', dayRate: 620, hourlyRate: 78,
    since: 2015, skills: [4, 15, 19], jobTitle: 2, languages: [0, 1], specialities: [2, 6] },
  { key: 'oliver', email: 'oliver.bennett@demo.test', firstName: 'Oliver', lastName: 'Bennett', city: 'Hamburg',
    postalCode: '22767', street: 'Bernstorffstraße 99', dayRate: 700, hourlyRate: 88, since: 2011, skills: [3, 17, 2],
    jobTitle: 10, languages: [1], specialities: [3, 4], hasVendorNumber: false },
  { key: 'laura', email: 'laura.schulz@demo.test', firstName: 'Laura', lastName: 'Schulz', language: 'de',
    city: 'Stuttgart', postalCode: '70173', street: 'Königstraße 3', dayRate: 540, hourlyRate: 68, since: 2018,
    skills: [18, 19], jobTitle: 9, languages: [0, 1, 4], specialities: [4], absences: [20, 21] },
  { key: 'paul', email: 'paul.krause@demo.test', firstName: 'Paul', lastName: 'Krause', language: 'de',
    city: 'Dresden', postalCode: '01099', street: 'Alaunstraße 61', dayRate: 500, hourlyRate: 62, since: 2019,
    skills: [9, 10, 6], jobTitle: 3, languages: [0], specialities: [6] },
  { key: 'charlotte', email: 'charlotte.evans@demo.test', firstName: 'Charlotte', lastName: 'Evans',
    city: 'Düsseldorf', postalCode: '40213', street: 'Bolkerstraße 12', dayRate: 660, hourlyRate: 82, since: 2014,
    skills: [11, 13], jobTitle: 4, languages: [1, 2], specialities: [1, 5] },
  { key: 'max', email: 'maximilian.roth@demo.test', firstName: 'Maximilian', lastName: 'Roth', language: 'de',
    city: 'Potsdam', postalCode: '14467', street: 'Lindenstraße 44', dayRate: 580, hourlyRate: 72, since: 2016,
    skills: [18, 19, 11], jobTitle: 11, languages: [0, 1], specialities: [4, 1] },
  { key: 'elif', email: 'elif.yilmaz@demo.test', firstName: 'Elif', lastName: 'Yılmaz', city: 'Köln',
    postalCode: '50823', street: 'Venloer Straße 210', dayRate: 610, hourlyRate: 76, since: 2017, skills: [1, 0, 5],
    jobTitle: 1, languages: [0, 1, 5], specialities: [0, 1] },
];

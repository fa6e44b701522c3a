/** Names of the demo world: catalogues, agencies, clients, projects, freelancers. German and English on purpose. */

export const SKILLS = [
  'Adobe Photoshop',
  'Adobe Illustrator',
  'After Effects',
  'Premiere Pro',
  'Figma',
  'Cinema 4D',
  'React',
  'TypeScript',
  'Node.js',
  'WordPress',
  'SEO',
  'Copywriting',
  'Texten (Deutsch)',
  'Social Media',
  'Motion Design',
  'UX Research',
  'Fotografie',
  'Videoschnitt',
  'Projektmanagement',
  'Konzeption',
] as const;
export const JOB_TITLES = [
  'Art Director',
  'Grafikdesignerin',
  'UX Designer',
  'Frontend Developer',
  'Copywriter',
  'Texterin',
  'Motion Designer',
  'Fotograf',
  'Social Media Manager',
  'Projektmanager',
  'Videoeditor',
  'Konzepter',
] as const;
export const SPECIALITIES = [
  'Corporate Design',
  'Kampagnen',
  'Digitale Produkte',
  'Bewegtbild',
  'Events & Messen',
  'Employer Branding',
  'E-Commerce',
  'Public Relations',
] as const;
export const SPOKEN_LANGUAGES = ['Deutsch', 'English', 'Français', 'Español', 'Italiano', 'Türkçe', 'Polski'] as const;
export const PORTFOLIO_PROJECTS = [
  'Relaunch Stadtwerke Kiel',
  'Sommerkampagne Ostseebad',
  'Brand Refresh Nordbank',
  'Messeauftritt IAA',
  'Recruiting-Kampagne Hafenlogistik',
  'App „Mein Kiez“',
] as const;
export const VAT_RATES = [
  { name: '19 %', percentageBasisPoints: 1900 },
  { name: '7 %', percentageBasisPoints: 700 },
  { name: '0 % (Kleinunternehmer, § 19 UStG)', percentageBasisPoints: 0 },
] as const;

export type AgencyKey = 'nordlicht' | 'suedwind' | 'rheinblick' | 'elbe' | 'havelstern' | 'altmuehl';

export const AGENCIES: Record<
  AgencyKey,
  {
    name: string;
    city: string;
    postalCode: string;
    street: string;
    isBookingApprovalRequired?: boolean;
    isBookingFreezed?: boolean;
    isActive?: boolean;
    isProfileComplete?: boolean;
    isMaconomyDataExchangeRequired?: boolean;
    feeBasisPoints: number;
    /** Positions in SPECIALITIES. */
    specialities: number[];
    clients: string[];
  }
> = {
  nordlicht: {
    name: 'Nordlicht Media',
    city: 'Hamburg',
    postalCode: '20457',
    street: 'Am Sandtorkai 12',
    isBookingApprovalRequired: true,
    isMaconomyDataExchangeRequired: true,
    feeBasisPoints: 1000,
    specialities: [0, 1, 7],
    clients: ['Hanseatische Stadtwerke', 'Elbphilharmonie Events', 'Nordsee Reederei', 'Alsterbank AG'],
  },
  suedwind: {
    name: 'Südwind Digital',
    city: 'München',
    postalCode: '80331',
    street: 'Sendlinger Straße 44',
    feeBasisPoints: 800,
    specialities: [2, 6],
    clients: ['Alpenmilch eG', 'BayernBahn Touristik', 'Isar Mobility GmbH'],
  },
  rheinblick: {
    name: 'Rheinblick Kommunikation',
    city: 'Köln',
    postalCode: '50667',
    street: 'Hohe Straße 101',
    feeBasisPoints: 1200,
    specialities: [1, 5, 7],
    clients: ['Domstadt Versicherung', 'Rheinenergie Plus', 'Karneval & Co. KG'],
  },
  elbe: {
    name: 'Elbe & Partner Werbeagentur',
    city: 'Dresden',
    postalCode: '01067',
    street: 'Wilsdruffer Straße 7',
    isBookingFreezed: true,
    feeBasisPoints: 500,
    specialities: [0, 3],
    clients: ['Sächsische Porzellanmanufaktur', 'Elbtal Reisen'],
  },
  havelstern: {
    name: 'Havelstern Events',
    city: 'Potsdam',
    postalCode: '14467',
    street: 'Brandenburger Straße 30',
    feeBasisPoints: 1500,
    specialities: [4, 3],
    clients: ['Filmpark Babelsberg', 'Sanssouci Festival', 'Brandenburg Tech Summit'],
  },
  altmuehl: {
    name: 'Altmühl Studios',
    city: 'Ingolstadt',
    postalCode: '85049',
    street: 'Ludwigstraße 2',
    isActive: false,
    isProfileComplete: false,
    feeBasisPoints: 0,
    specialities: [],
    clients: [],
  },
};

/** Projects per agency: name, status, client index, creator (a staff key), allocations (number, active). */
export type ProjectSpec = {
  key: string;
  agency: AgencyKey;
  name: string;
  status: 'ONGOING' | 'PAUSED' | 'DONE';
  client: number;
  owner: string;
  startDate: string;
  dueDate: string;
  maconomy?: string;
  allocations: { number: string; name: string; isActive?: boolean }[];
};

export const PROJECTS: ProjectSpec[] = [
  {
    key: 'winter',
    agency: 'nordlicht',
    name: 'Kampagne Winterzauber',
    status: 'ONGOING',
    client: 0,
    owner: 'am',
    startDate: '2026-09-01',
    dueDate: '2027-02-28',
    maconomy: 'NM-26-1001',
    allocations: [
      { number: '4711-01', name: 'Kreation' },
      { number: '4711-02', name: 'Produktion' },
    ],
  },
  {
    key: 'relaunch',
    agency: 'nordlicht',
    name: 'Website Relaunch Alsterbank',
    status: 'ONGOING',
    client: 3,
    owner: 'md2',
    startDate: '2026-08-15',
    dueDate: '2027-05-31',
    maconomy: 'NM-26-1002',
    allocations: [
      { number: '4720-01', name: 'UX/UI' },
      { number: '4720-02', name: 'Entwicklung' },
      { number: '4720-99', name: 'Altbudget', isActive: false },
    ],
  },
  {
    key: 'messe',
    agency: 'nordlicht',
    name: 'Messestand Hamburg 2027',
    status: 'PAUSED',
    client: 2,
    owner: 'am',
    startDate: '2026-11-01',
    dueDate: '2027-03-15',
    allocations: [{ number: '4730-01', name: 'Messebau' }],
  },
  {
    key: 'fruehjahr',
    agency: 'nordlicht',
    name: 'Frühjahrskampagne 2026',
    status: 'DONE',
    client: 1,
    owner: 'md',
    startDate: '2026-01-15',
    dueDate: '2026-05-31',
    maconomy: 'NM-25-0907',
    allocations: [{ number: '4650-01', name: 'Kampagne' }],
  },
  {
    key: 'alpen',
    agency: 'suedwind',
    name: 'Alpenmilch Produktfotografie',
    status: 'ONGOING',
    client: 0,
    owner: 'md',
    startDate: '2026-07-15',
    dueDate: '2027-01-31',
    allocations: [{ number: 'SD-210', name: 'Shooting' }],
  },
  {
    key: 'app',
    agency: 'suedwind',
    name: 'Isar Mobility App',
    status: 'ONGOING',
    client: 2,
    owner: 'sabine',
    startDate: '2026-10-01',
    dueDate: '2027-06-30',
    allocations: [
      { number: 'SD-220', name: 'Design' },
      { number: 'SD-221', name: 'Frontend' },
    ],
  },
  {
    key: 'bahn',
    agency: 'suedwind',
    name: 'BayernBahn Sommerkampagne',
    status: 'DONE',
    client: 1,
    owner: 'sabine',
    startDate: '2025-09-01',
    dueDate: '2026-03-31',
    allocations: [{ number: 'SD-180', name: 'Kampagne' }],
  },
  {
    key: 'bericht',
    agency: 'rheinblick',
    name: 'Geschäftsbericht 2025',
    status: 'DONE',
    client: 0,
    owner: 'ralf',
    startDate: '2025-08-01',
    dueDate: '2025-12-15',
    allocations: [{ number: 'RB-5501', name: 'Bericht' }],
  },
  {
    key: 'energie',
    agency: 'rheinblick',
    name: 'Rheinenergie Kundenportal',
    status: 'ONGOING',
    client: 1,
    owner: 'julia',
    startDate: '2026-07-01',
    dueDate: '2027-04-30',
    allocations: [
      { number: 'RB-5601', name: 'Konzept' },
      { number: 'RB-5602', name: 'Umsetzung' },
    ],
  },
  {
    key: 'karneval',
    agency: 'rheinblick',
    name: 'Sessionseröffnung 11.11.',
    status: 'PAUSED',
    client: 2,
    owner: 'julia',
    startDate: '2026-09-15',
    dueDate: '2026-12-31',
    allocations: [{ number: 'RB-5610', name: 'Event' }],
  },
  {
    key: 'porzellan',
    agency: 'elbe',
    name: 'Porzellan Markenfilm',
    status: 'ONGOING',
    client: 0,
    owner: 'eva',
    startDate: '2026-06-01',
    dueDate: '2027-01-31',
    allocations: [{ number: 'EP-301', name: 'Film' }],
  },
  {
    key: 'festival',
    agency: 'havelstern',
    name: 'Sanssouci Festival 2027',
    status: 'ONGOING',
    client: 1,
    owner: 'tom',
    startDate: '2026-10-01',
    dueDate: '2027-07-31',
    allocations: [
      { number: 'HS-01', name: 'Planung' },
      { number: 'HS-02', name: 'Durchführung' },
    ],
  },
  {
    key: 'summit',
    agency: 'havelstern',
    name: 'Brandenburg Tech Summit',
    status: 'DONE',
    client: 2,
    owner: 'hannah',
    startDate: '2025-10-01',
    dueDate: '2026-04-30',
    allocations: [{ number: 'HS-11', name: 'Summit' }],
  },
];

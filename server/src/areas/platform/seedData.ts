import { ACCESS_FLAGS, type AccessFlag, type UserType } from '@portal/shared/core';

// Fixed demo data (ARCHITECTURE.md "Demo accounts"); the bulk data is generated in seed.ts.

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  name: string;
  userType: UserType;
  repCode: string | null;
  repManagerCode: string | null;
  access: readonly AccessFlag[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.local', name: 'Alex Morgan', userType: 'INTERNAL', repCode: '000', repManagerCode: null, access: ACCESS_FLAGS },
  {
    email: 'csr@demo.local',
    name: 'Chris Lalonde',
    userType: 'INTERNAL',
    repCode: null,
    repManagerCode: null,
    access: ['order', 'orderView', 'orderEdit', 'approveReturns', 'templateEdit', 'colorStoryCreate', 'licenseCreation'],
  },
  {
    email: 'manager@demo.local',
    name: 'Pat Sinclair',
    userType: 'INTERNAL',
    repCode: null,
    repManagerCode: null,
    access: ['order', 'orderView', 'approve', 'approveReturns', 'approve5kReturns'],
  },
  { email: 'rep@demo.local', name: 'Riley Thompson', userType: 'REP', repCode: '101', repManagerCode: null, access: ['order', 'licenseOrder', 'products'] },
  { email: 'artist@demo.local', name: 'Sam Nguyen', userType: 'INTERNAL', repCode: null, repManagerCode: null, access: ['artist'] },
  {
    email: 'artmanager@demo.local',
    name: 'Taylor Brooks',
    userType: 'INTERNAL',
    repCode: null,
    repManagerCode: null,
    access: ['artist', 'artistManager', 'licenseArtist'],
  },
  { email: 'viewer@demo.local', name: 'Vic Wong', userType: 'INTERNAL', repCode: null, repManagerCode: null, access: [] },
  { email: 'customer@demo.local', name: 'Dana Fraser', userType: 'CUSTOMER', repCode: null, repManagerCode: null, access: ['products', 'order'] },
  // A second rep, managed by rep 101, so that rep@demo.local has "other orders" to look at.
  { email: 'rep2@demo.local', name: 'Jordan Baker', userType: 'REP', repCode: '102', repManagerCode: '101', access: ['order', 'licenseOrder', 'products'] },
];

/** The CSR record linked to csr@demo.local. */
export const DEMO_CSR = { code: 'C01', name: 'Chris Lalonde', email: 'csr@demo.local' };

/** Fixed reps; ~15 more are generated. */
export const FIXED_REPS = [
  { code: '000', name: 'House Account', email: 'admin@demo.local', managerCode: null },
  { code: '100', name: 'Head Office', email: null, managerCode: null },
  { code: '101', name: 'Riley Thompson', email: 'rep@demo.local', managerCode: null },
  { code: '102', name: 'Jordan Baker', email: 'rep2@demo.local', managerCode: '101' },
] as const;

/** Customer 90000 is the company itself (employee purchases); spec 002 §9 keeps it out of external users' lists. */
export const HOUSE_CUSTOMER = { numb: '90000', name: 'Employee Purchases' };

/** Order types as {code, name} (the spec's "type, name"); 211 is the event type (spec 002 §9). */
export const ORDER_TYPES = [
  { code: '200', name: 'Regular' },
  { code: '205', name: 'Sample' },
  { code: '210', name: 'Sell Sheet' },
  { code: '211', name: 'Event' },
  { code: '220', name: 'License Collection' },
  { code: '230', name: 'Color Story' },
  { code: '240', name: 'Pre-Line' },
  { code: '250', name: 'Take All' },
  { code: '260', name: 'Reorder' },
  { code: '270', name: 'Employee Purchase' },
] as const;

export const SYSTEM_MESSAGES = [
  { message: 'Scheduled maintenance: the portal will be unavailable Sunday from 2:00 to 4:00 AM (Toronto time).', active: true },
  { message: 'License collections can now be combined from the License Collections list.', active: true },
  { message: 'Reminder: spring sell sheets are due by the end of the month.', active: true },
  { message: 'Holiday shipping cut-off was December 15.', active: false },
] as const;

export const BUYING_GROUPS = [
  'Canadian Golf Buying Group',
  'PGA Merchandise Alliance',
  'Corporate Apparel Co-op',
  'Team Sports Network',
  'Northern Retail Group',
  'Campus Stores Association',
] as const;

/** Province codes with rough weights (where the customers are). */
export const PROVINCES: readonly { value: string; weight: number }[] = [
  { value: 'ON', weight: 40 }, { value: 'QC', weight: 18 }, { value: 'BC', weight: 14 }, { value: 'AB', weight: 12 },
  { value: 'MB', weight: 4 }, { value: 'SK', weight: 3 }, { value: 'NS', weight: 4 }, { value: 'NB', weight: 2 },
  { value: 'NL', weight: 2 }, { value: 'PE', weight: 1 },
];

export const STATES: readonly string[] = [
  'NY', 'CA', 'TX', 'FL', 'IL', 'PA', 'OH', 'MI', 'GA', 'NC', 'NJ', 'VA', 'WA', 'MA', 'AZ', 'CO', 'MN', 'WI', 'MO', 'OR',
];

/** Leagues and their teams: [name, abbreviation]. */
export const LEAGUES: Record<string, readonly (readonly [string, string])[]> = {
  NHL: [
    ['Anaheim Ducks', 'ANA'], ['Boston Bruins', 'BOS'], ['Buffalo Sabres', 'BUF'], ['Calgary Flames', 'CGY'],
    ['Carolina Hurricanes', 'CAR'], ['Chicago Blackhawks', 'CHI'], ['Colorado Avalanche', 'COL'], ['Columbus Blue Jackets', 'CBJ'],
    ['Dallas Stars', 'DAL'], ['Detroit Red Wings', 'DET'], ['Edmonton Oilers', 'EDM'], ['Florida Panthers', 'FLA'],
    ['Los Angeles Kings', 'LAK'], ['Minnesota Wild', 'MIN'], ['Montreal Canadiens', 'MTL'], ['Nashville Predators', 'NSH'],
    ['New Jersey Devils', 'NJD'], ['New York Islanders', 'NYI'], ['New York Rangers', 'NYR'], ['Ottawa Senators', 'OTT'],
    ['Philadelphia Flyers', 'PHI'], ['Pittsburgh Penguins', 'PIT'], ['San Jose Sharks', 'SJS'], ['Seattle Kraken', 'SEA'],
    ['St. Louis Blues', 'STL'], ['Tampa Bay Lightning', 'TBL'], ['Toronto Maple Leafs', 'TOR'], ['Utah Mammoth', 'UTA'],
    ['Vancouver Canucks', 'VAN'], ['Vegas Golden Knights', 'VGK'], ['Washington Capitals', 'WSH'], ['Winnipeg Jets', 'WPG'],
  ],
  NFL: [
    ['Arizona Cardinals', 'ARI'], ['Atlanta Falcons', 'ATL'], ['Baltimore Ravens', 'BAL'], ['Buffalo Bills', 'BUF'],
    ['Carolina Panthers', 'CAR'], ['Chicago Bears', 'CHI'], ['Cincinnati Bengals', 'CIN'], ['Cleveland Browns', 'CLE'],
    ['Dallas Cowboys', 'DAL'], ['Denver Broncos', 'DEN'], ['Detroit Lions', 'DET'], ['Green Bay Packers', 'GB'],
    ['Houston Texans', 'HOU'], ['Indianapolis Colts', 'IND'], ['Jacksonville Jaguars', 'JAX'], ['Kansas City Chiefs', 'KC'],
    ['Las Vegas Raiders', 'LV'], ['Los Angeles Chargers', 'LAC'], ['Los Angeles Rams', 'LAR'], ['Miami Dolphins', 'MIA'],
    ['Minnesota Vikings', 'MIN'], ['New England Patriots', 'NE'], ['New Orleans Saints', 'NO'], ['New York Giants', 'NYG'],
    ['New York Jets', 'NYJ'], ['Philadelphia Eagles', 'PHI'], ['Pittsburgh Steelers', 'PIT'], ['San Francisco 49ers', 'SF'],
    ['Seattle Seahawks', 'SEA'], ['Tampa Bay Buccaneers', 'TB'], ['Tennessee Titans', 'TEN'], ['Washington Commanders', 'WAS'],
  ],
  MLB: [
    ['Arizona Diamondbacks', 'ARI'], ['Atlanta Braves', 'ATL'], ['Baltimore Orioles', 'BAL'], ['Boston Red Sox', 'BOS'],
    ['Chicago Cubs', 'CHC'], ['Chicago White Sox', 'CWS'], ['Cincinnati Reds', 'CIN'], ['Cleveland Guardians', 'CLE'],
    ['Colorado Rockies', 'COL'], ['Detroit Tigers', 'DET'], ['Houston Astros', 'HOU'], ['Kansas City Royals', 'KC'],
    ['Los Angeles Angels', 'LAA'], ['Los Angeles Dodgers', 'LAD'], ['Miami Marlins', 'MIA'], ['Milwaukee Brewers', 'MIL'],
    ['Minnesota Twins', 'MIN'], ['New York Mets', 'NYM'], ['New York Yankees', 'NYY'], ['Athletics', 'ATH'],
    ['Philadelphia Phillies', 'PHI'], ['Pittsburgh Pirates', 'PIT'], ['San Diego Padres', 'SD'], ['San Francisco Giants', 'SF'],
    ['Seattle Mariners', 'SEA'], ['St. Louis Cardinals', 'STL'], ['Tampa Bay Rays', 'TB'], ['Texas Rangers', 'TEX'],
    ['Toronto Blue Jays', 'TOR'], ['Washington Nationals', 'WSH'],
  ],
  NBA: [
    ['Atlanta Hawks', 'ATL'], ['Boston Celtics', 'BOS'], ['Brooklyn Nets', 'BKN'], ['Charlotte Hornets', 'CHA'],
    ['Chicago Bulls', 'CHI'], ['Cleveland Cavaliers', 'CLE'], ['Dallas Mavericks', 'DAL'], ['Denver Nuggets', 'DEN'],
    ['Detroit Pistons', 'DET'], ['Golden State Warriors', 'GSW'], ['Houston Rockets', 'HOU'], ['Indiana Pacers', 'IND'],
    ['LA Clippers', 'LAC'], ['Los Angeles Lakers', 'LAL'], ['Memphis Grizzlies', 'MEM'], ['Miami Heat', 'MIA'],
    ['Milwaukee Bucks', 'MIL'], ['Minnesota Timberwolves', 'MIN'], ['New Orleans Pelicans', 'NOP'], ['New York Knicks', 'NYK'],
    ['Oklahoma City Thunder', 'OKC'], ['Orlando Magic', 'ORL'], ['Philadelphia 76ers', 'PHI'], ['Phoenix Suns', 'PHX'],
    ['Portland Trail Blazers', 'POR'], ['Sacramento Kings', 'SAC'], ['San Antonio Spurs', 'SAS'], ['Toronto Raptors', 'TOR'],
    ['Utah Jazz', 'UTA'], ['Washington Wizards', 'WAS'],
  ],
  CFL: [
    ['BC Lions', 'BC'], ['Calgary Stampeders', 'CGY'], ['Edmonton Elks', 'EDM'], ['Saskatchewan Roughriders', 'SSK'],
    ['Winnipeg Blue Bombers', 'WPG'], ['Hamilton Tiger-Cats', 'HAM'], ['Toronto Argonauts', 'TOR'], ['Ottawa Redblacks', 'OTT'],
    ['Montreal Alouettes', 'MTL'],
  ],
  MLS: [
    ['Atlanta United FC', 'ATL'], ['Austin FC', 'ATX'], ['CF Montréal', 'MTL'], ['Charlotte FC', 'CLT'],
    ['Chicago Fire FC', 'CHI'], ['Colorado Rapids', 'COL'], ['Columbus Crew', 'CLB'], ['D.C. United', 'DC'],
    ['FC Cincinnati', 'CIN'], ['FC Dallas', 'DAL'], ['Houston Dynamo FC', 'HOU'], ['Inter Miami CF', 'MIA'],
    ['LA Galaxy', 'LA'], ['Los Angeles FC', 'LAFC'], ['Minnesota United FC', 'MIN'], ['Nashville SC', 'NSH'],
    ['New England Revolution', 'NE'], ['New York City FC', 'NYC'], ['New York Red Bulls', 'RBNY'], ['Orlando City SC', 'ORL'],
    ['Philadelphia Union', 'PHI'], ['Portland Timbers', 'POR'], ['Real Salt Lake', 'RSL'], ['San Diego FC', 'SD'],
    ['San Jose Earthquakes', 'SJ'], ['Seattle Sounders FC', 'SEA'], ['Sporting Kansas City', 'SKC'], ['St. Louis City SC', 'STL'],
    ['Toronto FC', 'TOR'], ['Vancouver Whitecaps FC', 'VAN'],
  ],
};

// The colours of the demo data: the STOCK COLORS swatch library, team colours (two per team, chosen
// from the team's id, so the same team always wears the same colours) and the seeded designs' artwork.

export const PALETTE: readonly { name: string; hex: string; group: string }[] = [
  { name: 'ROYAL BLUE', hex: '1D4ED8', group: 'BLUES' },
  { name: 'NAVY', hex: '1E2A4A', group: 'BLUES' },
  { name: 'SKY BLUE', hex: '5BB3E6', group: 'BLUES' },
  { name: 'TEAL', hex: '0F7C80', group: 'BLUES' },
  { name: 'RED', hex: 'C8102E', group: 'REDS' },
  { name: 'CARDINAL', hex: '8C1D40', group: 'REDS' },
  { name: 'MAROON', hex: '5C1A2B', group: 'REDS' },
  { name: 'ORANGE', hex: 'F26B21', group: 'ORANGES' },
  { name: 'BURNT ORANGE', hex: 'BF5700', group: 'ORANGES' },
  { name: 'GOLD', hex: 'FFB81C', group: 'YELLOWS' },
  { name: 'VEGAS GOLD', hex: 'B9975B', group: 'YELLOWS' },
  { name: 'YELLOW', hex: 'FFD100', group: 'YELLOWS' },
  { name: 'KELLY GREEN', hex: '00843D', group: 'GREENS' },
  { name: 'FOREST GREEN', hex: '154734', group: 'GREENS' },
  { name: 'LIME', hex: '78BE20', group: 'GREENS' },
  { name: 'PURPLE', hex: '4F2683', group: 'PURPLES' },
  { name: 'LAVENDER', hex: '9D8BC8', group: 'PURPLES' },
  { name: 'BLACK', hex: '111111', group: 'NEUTRALS' },
  { name: 'WHITE', hex: 'FFFFFF', group: 'NEUTRALS' },
  { name: 'SILVER', hex: 'A2AAAD', group: 'NEUTRALS' },
  { name: 'CHARCOAL', hex: '3C4043', group: 'NEUTRALS' },
  { name: 'TAN', hex: 'C8A97E', group: 'NEUTRALS' },
];

/** Two distinct palette colours (not neutrals) for a team, from its id. */
export function teamColors(teamId: number): { primary: (typeof PALETTE)[number]; secondary: (typeof PALETTE)[number] } {
  const bright = PALETTE.filter((p) => p.group !== 'NEUTRALS');
  const primary = bright[(teamId * 7) % bright.length];
  let secondary = bright[(teamId * 13 + 5) % bright.length];
  if (secondary === primary) secondary = bright[(teamId * 13 + 6) % bright.length];
  return { primary, secondary };
}

export const NEUTRALS = PALETTE.filter((p) => p.group === 'NEUTRALS');
